import { AdminContentApi, type AdminText, type AdminTextSaveBody } from '@tradewind/contract';
import { adminHttp } from '../../../api/admin-http';

/** Writes one language's text (creating it if that language had none); buyers read it at once. */
export const saveText = (body: AdminTextSaveBody) => adminHttp.post<AdminText>(AdminContentApi.textSave, body);
