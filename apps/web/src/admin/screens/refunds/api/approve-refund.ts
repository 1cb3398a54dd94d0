import { AdminAfterSaleApi, type Refund } from '@tradewind/contract';
import { adminHttp } from '../../../api/admin-http';

/** Without return: refunded to the buyer's balance at once. With return: approved, waiting for the goods. */
export const approveRefund = (id: number) => adminHttp.post<Refund>(AdminAfterSaleApi.approve, { id });
