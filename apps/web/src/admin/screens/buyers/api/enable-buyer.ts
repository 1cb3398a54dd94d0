import { AdminBuyerApi, type AdminBuyerDetail } from '@tradewind/contract';
import { adminHttp } from '../../../api/admin-http';

/** Lets the buyer sign in again. */
export const enableBuyer = (id: number) => adminHttp.post<AdminBuyerDetail>(AdminBuyerApi.enable, { id });
