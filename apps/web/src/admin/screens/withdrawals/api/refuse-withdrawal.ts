import type { z } from 'zod';
import { AdminWalletApi, type RefuseBody, type WithdrawalRecord } from '@tradewind/contract';
import { adminHttp } from '../../../api/admin-http';

/** Refuses a waiting withdrawal with a reason; the held amount goes back to the buyer's balance. */
export const refuseWithdrawal = (body: z.input<typeof RefuseBody>) =>
  adminHttp.post<WithdrawalRecord>(AdminWalletApi.withdrawalRefuse, body);
