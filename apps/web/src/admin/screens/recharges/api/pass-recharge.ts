import type { z } from 'zod';
import { AdminWalletApi, type RechargePassBody, type RechargeRecord } from '@tradewind/contract';
import { adminHttp } from '../../../api/admin-http';

/** Passes a waiting recharge; `amount` (a decimal string) is what actually arrived, and what is credited. */
export const passRecharge = (body: z.input<typeof RechargePassBody>) =>
  adminHttp.post<RechargeRecord>(AdminWalletApi.rechargePass, body);
