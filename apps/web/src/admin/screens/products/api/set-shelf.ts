import { AdminCatalogueApi, type AdminProduct } from '@tradewind/contract';
import { adminHttp } from '../../../api/admin-http';

/** Puts a product on the shelf (buyers can find and buy it) or takes it off. */
export const setShelf = (id: number, onShelf: boolean) =>
  adminHttp.post<AdminProduct>(AdminCatalogueApi.productShelf, { id, on_shelf: onShelf });
