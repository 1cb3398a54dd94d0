import { AdminAfterSaleApi, type Refund } from '@tradewind/contract';
import { adminHttp } from '../../../api/admin-http';

/** The returned goods have arrived: the refund goes to the buyer's balance. */
export const receiveReturn = (id: number) => adminHttp.post<Refund>(AdminAfterSaleApi.receive, { id });
