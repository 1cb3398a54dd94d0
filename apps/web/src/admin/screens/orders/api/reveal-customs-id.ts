import { AdminOrderApi, type CustomsIdRevealData } from '@tradewind/contract';
import { adminHttp } from '../../../api/admin-http';

/** An order's customs ID in full, for the declaration; the server records who asked and when before answering. */
export const revealCustomsId = (id: number) => adminHttp.post<CustomsIdRevealData>(AdminOrderApi.customsId, { id });
