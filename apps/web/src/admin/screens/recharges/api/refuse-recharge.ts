import type { z } from 'zod';
import { AdminWalletApi, type RechargeRecord, type RefuseBody } from '@tradewind/contract';
import { adminHttp } from '../../../api/admin-http';

/** Refuses a waiting recharge with the operator's reason; nothing is credited. */
export const refuseRecharge = (body: z.input<typeof RefuseBody>) =>
  adminHttp.post<RechargeRecord>(AdminWalletApi.rechargeRefuse, body);
