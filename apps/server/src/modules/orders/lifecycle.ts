import { and, asc, eq, lte, sql } from 'drizzle-orm';
import {
  canMove,
  CV_ORDER,
  ErrorKey,
  mayCancel,
  OrderStatus,
  referenceOf,
  type CancelReason,
} from '@tradewind/contract';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Database, Tx } from '../../db/client.js';
import { checkouts, logisticsEvents, orderLines, orders, products, promoCodes, skus } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import { notify } from '../notifications/service.js';
import { tellRestocked } from '../notices/price-watch.js';
import { moveBalance } from '../wallet/ledger.js';
import { startProtection } from '../protection/clock.js';

type OrderRow = typeof orders.$inferSelect;

/** An order's state, the buyer's own when `userId` is given; not there (or not theirs) is a 404. */
async function stateOf(tx: Tx, id: number, userId?: number) {
  const [current] = await tx
    .select({ status: orders.status })
    .from(orders)
    .where(and(eq(orders.id, id), userId === undefined ? undefined : eq(orders.userId, userId)));
  if (!current) throw new AppError(ErrorKey.NotFound);
  return current.status as OrderStatus;
}

/**
 * The one way an order changes state (docs/architecture.md §5): the transition must be in the contract's table, and the row is
 * claimed by a conditional update on its current state, so two requests (or two processes) can never both move
 * it. A wrong state is a 409; an order that is not there (or not the buyer's) a 404. `from`, when given, is the
 * state the caller checked its own rule against: the move happens from that state or not at all.
 */
export async function moveOrder(
  tx: Tx,
  id: number,
  to: OrderStatus,
  set: PgUpdateSetSource<typeof orders> = {},
  userId?: number,
  from?: OrderStatus,
): Promise<OrderRow> {
  const status = from ?? (await stateOf(tx, id, userId));
  if (!canMove(status, to)) throw new AppError(ErrorKey.OrderState);
  const [moved] = await tx
    .update(orders)
    .set({ ...set, status: to })
    .where(and(eq(orders.id, id), eq(orders.status, status)))
    .returning();
  if (!moved) throw new AppError(ErrorKey.OrderState);
  return moved;
}

/** An unpaid order's SKUs go back on the shelf (a sold-out one's watchers hear it is back), and the promo's use comes back once no order of its checkout is left. */
async function releaseOrder(tx: Tx, order: OrderRow) {
  const lines = await tx
    .select({ skuId: orderLines.skuId, productId: orderLines.productId, quantity: orderLines.quantity })
    .from(orderLines)
    .where(eq(orderLines.orderId, order.id))
    .orderBy(asc(orderLines.skuId));
  const backInStock = new Map<number, number[]>();
  for (const line of lines) {
    const [sku] = await tx
      .update(skus)
      .set({ stock: sql`${skus.stock} + ${line.quantity}` })
      .where(eq(skus.id, line.skuId))
      .returning({ stock: skus.stock });
    if (sku && sku.stock > 0 && sku.stock - line.quantity <= 0) {
      backInStock.set(line.productId, [...(backInStock.get(line.productId) ?? []), line.skuId]);
    }
    await tx
      .update(products)
      .set({ stock: sql`${products.stock} + ${line.quantity}` })
      .where(eq(products.id, line.productId));
  }
  // A sold-out SKU this order gave back tells the buyers who saved its product, as an operator's restock does.
  for (const [productId, skuIds] of backInStock) await tellRestocked(tx, productId, skuIds);
  const [returned] = await tx
    .update(checkouts)
    .set({ promoReturned: true })
    .where(
      and(
        eq(checkouts.id, order.checkoutId),
        eq(checkouts.promoReturned, false),
        sql`${checkouts.promoCodeId} is not null`,
        sql`not exists (select 1 from ${orders} where ${orders.checkoutId} = ${checkouts.id} and ${orders.status} <> ${OrderStatus.Cancelled})`,
      ),
    )
    .returning({ promoCodeId: checkouts.promoCodeId });
  if (returned?.promoCodeId) {
    await tx
      .update(promoCodes)
      .set({ usesLeft: sql`${promoCodes.usesLeft} + 1` })
      .where(eq(promoCodes.id, returned.promoCodeId));
  }
}

export type Canceller = 'buyer' | 'timeout' | 'operator';
export interface CancelDetails {
  /** As typed (the operator's, or an unpaid order's buyer's); null for none. */
  reason?: string | null;
  /** Picked by a buyer cancelling a paid order: required there. */
  reasonCode?: CancelReason;
  /** The buyer's own order only (another buyer's is a 404). */
  userId?: number;
}

/**
 * Cancels an order whoever asks may cancel (CANCELLERS in the contract): an unpaid one by its buyer, the clock or
 * the operator; a paid one not yet shipped by its buyer alone, with a reason picked, and what was paid goes back
 * to the balance at once through the ledger. Stock goes back, and the promo's use once its checkout has no order
 * left. Two cancels at once: the conditional move lets one through, the other is a 409, so one refund.
 */
export async function cancelOrder(tx: Tx, id: number, by: Canceller, details: CancelDetails = {}) {
  const { reason = null, reasonCode, userId } = details;
  const status = await stateOf(tx, id, userId);
  if (!mayCancel(status, by)) throw new AppError(ErrorKey.OrderState);
  const paid = status === OrderStatus.WaitingDelivery;
  if (paid && !reasonCode) throw new AppError(ErrorKey.Validation, {}, { reason_code: CV_ORDER.cancelReason });
  const order = await moveOrder(
    tx,
    id,
    OrderStatus.Cancelled,
    {
      cancelledBy: by,
      cancelReason: reason,
      cancelReasonCode: paid ? reasonCode : null,
      cancelledAt: new Date(),
    },
    userId,
    status,
  );
  await releaseOrder(tx, order);
  if (!paid) return { order, refundedCents: 0 };
  await moveBalance(tx, order.userId, order.totalCents, {
    type: 'refund',
    reference: referenceOf('orders', [order.sn]),
  });
  await notify(tx, order.userId, 'order_cancelled', {
    order_id: order.id,
    sn: order.sn,
    amount_cents: order.totalCents,
    reason_code: reasonCode!,
  });
  return { order, refundedCents: order.totalCents };
}

export async function shipOrder(tx: Tx, operatorId: number, id: number, carrier: string, trackingNo: string) {
  // The first tracking event is the shipping itself, at the very moment the order says it shipped.
  const shippedAt = new Date();
  const order = await moveOrder(tx, id, OrderStatus.Delivered, { carrier, trackingNo, shippedAt });
  await startProtection(tx, id, shippedAt);
  await tx.insert(logisticsEvents).values({
    orderId: id,
    text: `${carrier} ${trackingNo}`,
    stage: 'shipped',
    happenedAt: shippedAt,
    createdBy: operatorId,
  });
  await notify(tx, order.userId, 'order_shipped', { order_id: id, sn: order.sn, carrier, tracking_no: trackingNo });
  return order;
}

export async function closeOrder(tx: Tx, id: number, reason: string) {
  const { order } = await cancelOrder(tx, id, 'operator', { reason });
  await notify(tx, order.userId, 'order_closed', { order_id: id, sn: order.sn, reason });
  return order;
}

export const confirmReceipt = (tx: Tx, userId: number, id: number) =>
  moveOrder(tx, id, OrderStatus.Received, { receivedAt: new Date() }, userId);

/** Due rows for one timed transition, claimed so that other processes skip them (docs/architecture.md §5). */
async function claimDue(
  tx: Tx,
  status: OrderStatus,
  column: typeof orders.payDeadline | typeof orders.protectionEndsAt | typeof orders.receivedAt,
  before: Date,
) {
  return tx
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.status, status), lte(column, before)))
    .orderBy(asc(column))
    .limit(50)
    .for('update', { skipLocked: true });
}

export interface DueResult {
  cancelled: number;
  received: number;
  completed: number;
}

/**
 * One pass of the timed transitions: unpaid past the deadline → cancelled (stock returned, the buyer told);
 * delivered until its buyer protection ends (the shop's days, extended or stopped by the buyer; decision 045) →
 * received; received for `completeDays` → completed. Each batch is one
 * transaction holding its rows with FOR UPDATE SKIP LOCKED, so several processes never run one job twice.
 */
export async function runDueTransitions(
  db: Database,
  times: { completeDays: number },
  now = new Date(),
): Promise<DueResult> {
  const result: DueResult = { cancelled: 0, received: 0, completed: 0 };
  const day = 24 * 3600 * 1000;
  for (;;) {
    const done = await db.transaction(async (tx) => {
      const due = await claimDue(tx, OrderStatus.WaitingPayment, orders.payDeadline, now);
      for (const { id } of due) {
        const { order } = await cancelOrder(tx, id, 'timeout');
        await notify(tx, order.userId, 'order_auto_cancelled', { order_id: id, sn: order.sn });
      }
      return due.length;
    });
    result.cancelled += done;
    if (done < 50) break;
  }
  for (;;) {
    const done = await db.transaction(async (tx) => {
      const due = await claimDue(tx, OrderStatus.Delivered, orders.protectionEndsAt, now);
      for (const { id } of due) await moveOrder(tx, id, OrderStatus.Received, { receivedAt: now });
      return due.length;
    });
    result.received += done;
    if (done < 50) break;
  }
  for (;;) {
    const done = await db.transaction(async (tx) => {
      const due = await claimDue(
        tx,
        OrderStatus.Received,
        orders.receivedAt,
        new Date(now.getTime() - times.completeDays * day),
      );
      for (const { id } of due) await moveOrder(tx, id, OrderStatus.Completed, { completedAt: now });
      return due.length;
    });
    result.completed += done;
    if (done < 50) break;
  }
  return result;
}
