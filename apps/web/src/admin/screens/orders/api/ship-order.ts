import type { z } from 'zod';
import { AdminOrderApi, type AdminOrderDetail, type ShipBody } from '@tradewind/contract';
import { adminHttp } from '../../../api/admin-http';

/** Ships a paid order with its carrier and tracking number: it becomes Delivered and the buyer is told. */
export const shipOrder = (body: z.input<typeof ShipBody>) => adminHttp.post<AdminOrderDetail>(AdminOrderApi.ship, body);
