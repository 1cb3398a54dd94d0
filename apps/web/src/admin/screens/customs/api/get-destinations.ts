import { useQuery } from '@tanstack/react-query';
import {
  AdminCatalogueApi,
  AdminCustomsApi,
  PAGE_MAX_LIMIT,
  type AdminCategory,
  type AdminCustomsDestination,
} from '@tradewind/contract';
import { adminHttp } from '../../../api/admin-http';
import type { Page } from '../../../components/use-server-list';

/** Every destination with its customs rules, by country code (a few dozen at most: one list, no pages). */
export const useDestinations = () =>
  useQuery({
    queryKey: ['admin', 'customs', 'destinations'],
    queryFn: () => adminHttp.get<{ list: AdminCustomsDestination[] }>(AdminCustomsApi.list),
  });

/** The categories' names, to label each duty rate (at most ten categories, one per slug). */
export const useCategoryNames = () =>
  useQuery({
    queryKey: ['admin', 'categories', 'all'],
    queryFn: () => adminHttp.get<Page<AdminCategory>>(AdminCatalogueApi.categories, { page: 1, limit: PAGE_MAX_LIMIT }),
  });
