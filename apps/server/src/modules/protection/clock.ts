import { sql } from 'drizzle-orm';
import { ErrorKey, mayAskRefund, OrderStatus } from '@tradewind/contract';
import type { Tx } from '../../db/client.js';
import { orders, shops } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';

/**
 * Delivery starts both windows from the shop's days as they stand then (decision 045): buyer protection (the order
 * is received automatically at its end) and returns. A later change of the shop's days moves neither.
 */
export async function startProtection(tx: Tx, orderId: number, deliveredAt: Date) {
  await tx
    .update(orders)
    .set({
      protectionEndsAt: sql`${deliveredAt.toISOString()}::timestamptz + make_interval(days => ${shops.protectionDays})`,
      returnsUntil: sql`${deliveredAt.toISOString()}::timestamptz + make_interval(days => ${shops.returnDays})`,
    })
    .from(shops)
    .where(sql`${orders.id} = ${orderId} and ${shops.id} = ${orders.shopId}`);
}

/** A refund request on a delivered order stops its protection clock: the fields its move to after-sale sets. */
export const pauseProtection = (from: number, now: Date) =>
  from === OrderStatus.Delivered ? { protectionPausedAt: now } : {};

/** Refused: the clock goes on with the time it had left (its end moves by the time it stood still). */
export const resumeProtection = (now: Date) => ({
  protectionEndsAt: sql`${orders.protectionEndsAt} + coalesce(${now.toISOString()}::timestamptz - ${orders.protectionPausedAt}, interval '0')`,
  protectionPausedAt: null,
});

/** Refused with 409 when the order's state or its return window allows no refund request now. */
export function assertMayAskRefund(order: { status: number; returnsUntil: Date | null }, now = new Date()) {
  if (mayAskRefund(order.status, order.returnsUntil, now)) return;
  const received = order.status === OrderStatus.Received || order.status === OrderStatus.Completed;
  throw new AppError(received ? ErrorKey.ReturnWindowClosed : ErrorKey.OrderState);
}

/** Refunded: the order's protection is over, so nothing says it stands still any more. */
export async function endProtection(tx: Tx, orderId: number) {
  await tx
    .update(orders)
    .set({ protectionPausedAt: null })
    .where(sql`${orders.id} = ${orderId}`);
}
