import { AdminAfterSaleApi, type Refund } from '@tradewind/contract';
import { adminHttp } from '../../../api/admin-http';

/** Refuses a waiting request with the reason the buyer reads; the order goes back to the state it had. */
export const refuseRefund = (id: number, reason: string) =>
  adminHttp.post<Refund>(AdminAfterSaleApi.refuse, { id, reason });
