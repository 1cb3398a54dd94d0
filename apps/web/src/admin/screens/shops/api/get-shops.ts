import { AdminCatalogueApi, type AdminShop } from '@tradewind/contract';
import { adminHttp } from '../../../api/admin-http';
import type { Page } from '../../../components/use-server-list';

/** Shops found by the server (part of the name), newest first. */
export const getShops = (query: { keyword?: string; page: number; limit: number }) =>
  adminHttp.get<Page<AdminShop>>(AdminCatalogueApi.shops, query);
