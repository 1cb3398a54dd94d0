import { AdminCatalogueApi, type AdminProduct, type ProductSaveBody } from '@tradewind/contract';
import { adminHttp } from '../../../api/admin-http';

/** Creates a product (no id) or replaces one with all its specs and SKUs; SKUs left out are removed. */
export const saveProduct = (body: ProductSaveBody) => adminHttp.post<AdminProduct>(AdminCatalogueApi.productSave, body);
