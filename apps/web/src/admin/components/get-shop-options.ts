import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { AdminCatalogueApi, PAGE_MAX_LIMIT, type AdminShop } from '@tradewind/contract';
import { adminHttp } from '../api/admin-http';
import type { Page } from './use-server-list';

/** Shops to choose from: the first page of those whose name has `keyword`, found by the server. */
export const useShopOptions = (keyword: string) =>
  useQuery({
    queryKey: ['admin', 'shop-options', keyword],
    queryFn: () => adminHttp.get<Page<AdminShop>>(AdminCatalogueApi.shops, { keyword, page: 1, limit: PAGE_MAX_LIMIT }),
    placeholderData: keepPreviousData,
  });

/** One shop by id: the name of a chosen shop that is not among the options found. */
export const useShop = (id: number | undefined) =>
  useQuery({
    queryKey: ['admin', 'shop', id],
    queryFn: () => adminHttp.get<AdminShop>(AdminCatalogueApi.shop, { id }),
    enabled: id !== undefined,
  });
