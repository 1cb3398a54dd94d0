import { useQuery } from '@tanstack/react-query';
import { AdminCatalogueApi, PAGE_MAX_LIMIT, type AdminCategory } from '@tradewind/contract';
import { adminHttp } from '../../../api/admin-http';
import type { Page } from '../../../components/use-server-list';

/** Every category (at most ten, one per slug) in the home screen's order. */
export const useCategoryOptions = () =>
  useQuery({
    queryKey: ['admin', 'category-options'],
    queryFn: () => adminHttp.get<Page<AdminCategory>>(AdminCatalogueApi.categories, { page: 1, limit: PAGE_MAX_LIMIT }),
  });
