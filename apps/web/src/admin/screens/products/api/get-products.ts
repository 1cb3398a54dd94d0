import { AdminCatalogueApi, type AdminProductQuery, type AdminProductRow } from '@tradewind/contract';
import { adminHttp } from '../../../api/admin-http';
import type { Page } from '../../../components/use-server-list';

/** Products found and filtered by the server (title or id, shop, category, shelf, low stock), newest first. */
export const getProducts = (query: AdminProductQuery) =>
  adminHttp.get<Page<AdminProductRow>>(AdminCatalogueApi.products, query);
