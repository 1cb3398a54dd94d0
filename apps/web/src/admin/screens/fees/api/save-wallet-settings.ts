import type { z } from 'zod';
import { AdminWalletApi, type WalletSettings, type WalletSettingsBody } from '@tradewind/contract';
import { adminHttp } from '../../../api/admin-http';

/** Replaces the withdrawal settings; they apply to withdrawals submitted from then on. */
export const saveWalletSettings = (body: z.input<typeof WalletSettingsBody>) =>
  adminHttp.post<WalletSettings>(AdminWalletApi.settingsSave, body);
