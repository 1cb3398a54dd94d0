import { AdminWalletApi } from '@tradewind/contract';
import { adminHttp } from '../../../api/admin-http';

/** Marks handled a credited deposit whose transfer left the chain (decision 028): it leaves the dashboard's count. */
export const settleReorg = (id: number) => adminHttp.post<{ id: number }>(AdminWalletApi.rechargeReorgSettle, { id });
