import type { z } from 'zod';
import { AdminWalletApi, type AdminNetwork, type NetworkSaveBody } from '@tradewind/contract';
import { adminHttp } from '../../../api/admin-http';

/** Creates a network (no id) or replaces one's name, receiving address and whether buyers can choose it. */
export const saveNetwork = (body: z.input<typeof NetworkSaveBody>) =>
  adminHttp.post<AdminNetwork>(AdminWalletApi.networkSave, body);
