import type { z } from 'zod';
import { AdminWalletApi, type RevealData } from '@tradewind/contract';
import { adminHttp } from '../../../api/admin-http';

/** The full card number of a bank withdrawal; the server records who asked and when before answering. */
export const revealCardNumber = (id: number) =>
  adminHttp.post<z.infer<typeof RevealData>>(AdminWalletApi.withdrawalReveal, { id });
