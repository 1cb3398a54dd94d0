import { AdminCatalogueApi, type AdminProduct, type SkuQuickBody } from '@tradewind/contract';
import { adminHttp } from '../../../api/admin-http';

/** The list's quick edit of one SKU: a new price or stock on hand; answers the whole product. */
export const saveSku = (body: SkuQuickBody) => adminHttp.post<AdminProduct>(AdminCatalogueApi.skuSave, body);
