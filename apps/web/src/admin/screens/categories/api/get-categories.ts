import { useQuery } from '@tanstack/react-query';
import { AdminCatalogueApi, PAGE_MAX_LIMIT, type AdminCategory } from '@tradewind/contract';
import { adminHttp } from '../../../api/admin-http';
import type { Page } from '../../../components/use-server-list';

/** One page of categories in the home screen's order, each with its names and how many products use it. */
export const getCategories = (query: { page: number; limit: number }) =>
  adminHttp.get<Page<AdminCategory>>(AdminCatalogueApi.categories, query);

/** Every category at once (there are at most ten, one per slug): the slugs already taken. */
export const useAllCategories = () =>
  useQuery({
    queryKey: ['admin', 'categories', 'all'],
    queryFn: () => getCategories({ page: 1, limit: PAGE_MAX_LIMIT }),
  });
