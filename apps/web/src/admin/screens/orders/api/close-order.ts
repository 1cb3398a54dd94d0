import type { z } from 'zod';
import { AdminOrderApi, type CloseBody, type AdminOrderDetail } from '@tradewind/contract';
import { adminHttp } from '../../../api/admin-http';

/** Closes an unpaid order with the operator's reason: cancelled, stock and promo code given back. */
export const closeOrder = (body: z.input<typeof CloseBody>) =>
  adminHttp.post<AdminOrderDetail>(AdminOrderApi.close, body);
