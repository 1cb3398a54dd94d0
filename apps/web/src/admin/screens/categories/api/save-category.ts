import { AdminCatalogueApi, type AdminCategory, type CategorySaveBody } from '@tradewind/contract';
import { adminHttp } from '../../../api/admin-http';

/** Creates a category (no id) or replaces one's slug, names, icon and place in the order. */
export const saveCategory = (body: CategorySaveBody) =>
  adminHttp.post<AdminCategory>(AdminCatalogueApi.categorySave, body);
