import { AdminCatalogueApi, type AdminShop, type ShopSaveBody } from '@tradewind/contract';
import { adminHttp } from '../../../api/admin-http';

/** Creates a shop (no id) or replaces one's name, description, logo and banner; its counts stay as they are. */
export const saveShop = (body: ShopSaveBody) => adminHttp.post<AdminShop>(AdminCatalogueApi.shopSave, body);
