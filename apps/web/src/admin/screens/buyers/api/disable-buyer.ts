import { AdminBuyerApi, type AdminBuyerDetail } from '@tradewind/contract';
import { adminHttp } from '../../../api/admin-http';

/** Disables the account and ends every session of it at once; the reason is kept with the account. */
export const disableBuyer = (id: number, reason: string) =>
  adminHttp.post<AdminBuyerDetail>(AdminBuyerApi.disable, { id, reason });
