import { eq } from 'drizzle-orm';
import { ErrorKey, NOTIFIED_STAGES, OrderStatus, ShippingV, type LogisticsBody } from '@tradewind/contract';
import type { z } from 'zod';
import type { Database } from '../../db/client.js';
import { logisticsEvents, orders } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import { notify } from '../notifications/service.js';

/** The console enters times to the minute: an event in the minute the order was shipped is not before it. */
const SHIPPED_MINUTE_MS = 60_000;

/**
 * A tracking update on a shipped order (or a received one, whose parcel may still report): a stage, a note, or
 * both, with where and when it happened. The time cannot come before the shipping, nor lie ahead (the schema).
 */
export async function addLogisticsEvent(db: Database, operatorId: number, body: z.output<typeof LogisticsBody>) {
  const [order] = await db
    .select({ status: orders.status, shippedAt: orders.shippedAt, userId: orders.userId, sn: orders.sn })
    .from(orders)
    .where(eq(orders.id, body.id));
  if (!order) throw new AppError(ErrorKey.NotFound);
  if (order.status !== OrderStatus.Delivered && order.status !== OrderStatus.Received) {
    throw new AppError(ErrorKey.OrderState);
  }
  const happenedAt = body.at ? new Date(body.at) : new Date();
  if (order.shippedAt && happenedAt.getTime() < order.shippedAt.getTime() - SHIPPED_MINUTE_MS) {
    throw new AppError(ErrorKey.Validation, {}, { at: ShippingV.eventBeforeShipped });
  }
  const stage = body.stage ?? null;
  await db.transaction(async (tx) => {
    await tx.insert(logisticsEvents).values({
      orderId: body.id,
      text: body.text ?? '',
      location: body.location || null,
      stage,
      happenedAt,
      createdBy: operatorId,
    });
    // The stages a buyer waits for reach them with the app closed (decision 055).
    if (stage && (NOTIFIED_STAGES as readonly string[]).includes(stage)) {
      await notify(tx, order.userId, 'order_tracking', { order_id: body.id, sn: order.sn, stage });
    }
  });
}
