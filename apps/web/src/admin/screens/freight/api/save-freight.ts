import type { z } from 'zod';
import { AdminOrderApi, type FreightSaveBody } from '@tradewind/contract';
import { adminHttp } from '../../../api/admin-http';

/** Sets what one order from a shop pays for shipping, and from which goods amount it ships free (null: never). */
export const saveFreight = (body: z.input<typeof FreightSaveBody>) =>
  adminHttp.post<null>(AdminOrderApi.freightSave, body);
