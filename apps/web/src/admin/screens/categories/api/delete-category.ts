import { AdminCatalogueApi } from '@tradewind/contract';
import { adminHttp } from '../../../api/admin-http';

/** Removes a category no product uses; the server refuses one in use with its reason. */
export const deleteCategory = (id: number) => adminHttp.post<null>(AdminCatalogueApi.categoryDelete, { id });
