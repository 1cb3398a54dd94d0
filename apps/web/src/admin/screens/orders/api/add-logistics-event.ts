import type { z } from 'zod';
import { AdminOrderApi, type LogisticsBody, type AdminOrderDetail } from '@tradewind/contract';
import { adminHttp } from '../../../api/admin-http';

/** Adds an event to a shipped order's logistics, stamped with the time it is recorded. */
export const addLogisticsEvent = (body: z.input<typeof LogisticsBody>) =>
  adminHttp.post<AdminOrderDetail>(AdminOrderApi.logistics, body);
