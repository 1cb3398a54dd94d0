import type { z } from 'zod';
import { AdminWalletApi, type BalanceAdjustBody, type BalanceAdjustData } from '@tradewind/contract';
import { adminHttp } from '../../../api/admin-http';

/** Adds to (a positive `amount`, e.g. "12.50") or takes from ("-12.50") a balance, with the reason the buyer reads. */
export const adjustBalance = (body: z.input<typeof BalanceAdjustBody>) =>
  adminHttp.post<z.infer<typeof BalanceAdjustData>>(AdminWalletApi.balanceAdjust, body);
