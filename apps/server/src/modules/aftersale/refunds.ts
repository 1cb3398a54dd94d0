import { and, asc, count, desc, eq, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  ErrorKey,
  OrderStatus,
  RefundStatus,
  refundChoiceIssues,
  type Refund,
  type RefundApplyBody,
  referenceOf,
} from '@tradewind/contract';
import type { z } from 'zod';
import type { Database, Tx } from '../../db/client.js';
import { orderLines, orders, refunds, users } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import { notify } from '../notifications/service.js';
import { dutiesPerLine, type OrderDuties } from '../customs/refund-share.js';
import { allocate } from '../orders/allocate.js';
import { moveOrder } from '../orders/lifecycle.js';
import { assertOwnUploads } from '../uploads/service.js';
import { moveBalance } from '../wallet/ledger.js';
import { assertMayAskRefund, endProtection, pauseProtection, resumeProtection } from '../protection/clock.js';

export type ParsedRefund = z.output<typeof RefundApplyBody>;
type RefundRow = typeof refunds.$inferSelect;

export const toRefund = (r: RefundRow, sn: string): Refund => ({
  id: r.id,
  order_id: r.orderId,
  order_sn: sn,
  type: r.type,
  goods_status: r.goodsStatus,
  product_ids: r.productIds,
  amount_cents: r.amountCents,
  max_cents: r.maxCents,
  reason: r.reason as Refund['reason'],
  explanation: r.explanation,
  proofs: r.proofs,
  status: r.status as Refund['status'],
  refuse_reason: r.refuseReason,
  return_carrier: r.returnCarrier,
  return_tracking_no: r.returnTrackingNo,
  created_at: r.createdAt.toISOString(),
  decided_at: r.decidedAt ? r.decidedAt.toISOString() : null,
});

/**
 * What was paid for some products of an order: their lines less their exact share of the order's discount, plus
 * their share of its import duty and VAT/GST (decision 040); for every product of the order, the whole total
 * (freight included).
 */
export function paidFor(
  order: { totalCents: number; discountCents: number } & OrderDuties,
  lines: { productId: number; amountCents: number; skuId?: number }[],
  productIds: number[],
) {
  const chosen = new Set(productIds);
  if (lines.every((l) => chosen.has(l.productId))) return order.totalCents;
  const shares = allocate(
    order.discountCents,
    lines.map((l) => l.amountCents),
  );
  const net = lines.map((l, i) => l.amountCents - shares[i]!);
  const duties = dutiesPerLine(order, lines, net);
  return lines.reduce((sum, l, i) => (chosen.has(l.productId) ? sum + net[i]! + duties[i]! : sum), 0);
}

/**
 * docs/architecture.md §5: a refund request on an order of the buyer's own in state 1 or 2, or 3 or 4 while its return
 * window is open (decision 045; the clock of a delivered order's protection stops meanwhile), once per order; the amount no more
 * than what was paid for those products; the proofs the buyer's own uploads, none needed before shipping. The order goes to -4, remembering the
 * state it came from.
 */
export async function applyRefund(tx: Tx, userId: number, body: ParsedRefund): Promise<Refund> {
  const [order] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.id, body.order_id), eq(orders.userId, userId)))
    .for('update');
  if (!order) throw new AppError(ErrorKey.NotFound);
  const [existing] = await tx.select({ id: refunds.id }).from(refunds).where(eq(refunds.orderId, order.id));
  if (existing) throw new AppError(ErrorKey.RefundExists);
  assertMayAskRefund(order);
  // An order not yet shipped: a refund only, goods not received, no proof needed (docs/product.md §5).
  const choiceIssues = refundChoiceIssues(order.status, body);
  if (Object.keys(choiceIssues).length > 0) throw new AppError(ErrorKey.Validation, {}, choiceIssues);
  const lines = await tx
    .select({ productId: orderLines.productId, amountCents: orderLines.amountCents, skuId: orderLines.skuId })
    .from(orderLines)
    .where(eq(orderLines.orderId, order.id))
    .orderBy(asc(orderLines.id));
  const productIds = body.product_ids?.length
    ? [...new Set(body.product_ids)]
    : [...new Set(lines.map((l) => l.productId))];
  if (productIds.some((id) => !lines.some((l) => l.productId === id))) {
    throw new AppError(ErrorKey.Validation, {}, { product_ids: 'validation.invalid' });
  }
  const maxCents = paidFor(order, lines, productIds);
  if (body.amount > maxCents) {
    throw new AppError(ErrorKey.Validation, {}, { amount: 'validation.refundTooMuch' });
  }
  await assertOwnUploads(tx, userId, body.proofs, 'proofs', 'validation.proof');
  await moveOrder(
    tx,
    order.id,
    OrderStatus.InAfterSale,
    { statusBeforeAfterSale: order.status, ...pauseProtection(order.status, new Date()) },
    userId,
  );
  const [row] = await tx
    .insert(refunds)
    .values({
      orderId: order.id,
      userId,
      type: body.type,
      goodsStatus: body.goods_status,
      productIds,
      amountCents: body.amount,
      maxCents,
      reason: body.reason,
      explanation: body.explanation,
      proofs: body.proofs,
    })
    .returning();
  return toRefund(row!, order.sn);
}

/**
 * The buyer's request on one of their orders, or null when the order has none; another buyer's order (or none) is
 * not found, as every other id a buyer does not own.
 */
export async function findRefundOfOrder(db: Database, userId: number, orderId: number) {
  const [row] = await db
    .select({ refund: refunds, sn: orders.sn })
    .from(orders)
    .leftJoin(refunds, and(eq(refunds.orderId, orders.id), eq(refunds.userId, userId)))
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
  if (!row) throw new AppError(ErrorKey.NotFound);
  return row.refund ? toRefund(row.refund, row.sn) : null;
}

export async function refundOfOrder(db: Database, userId: number, orderId: number) {
  const refund = await findRefundOfOrder(db, userId, orderId);
  if (!refund) throw new AppError(ErrorKey.NotFound);
  return refund;
}

/** With return: once approved, the buyer says how the goods are coming back. */
export async function sendBack(db: Database, userId: number, id: number, carrier: string, trackingNo: string) {
  const [row] = await db
    .update(refunds)
    .set({ returnCarrier: carrier, returnTrackingNo: trackingNo })
    .where(
      and(
        eq(refunds.id, id),
        eq(refunds.userId, userId),
        eq(refunds.type, 'return_refund'),
        eq(refunds.status, RefundStatus.InProgress),
      ),
    )
    .returning();
  if (row) return row;
  const [exists] = await db
    .select({ id: refunds.id })
    .from(refunds)
    .where(and(eq(refunds.id, id), eq(refunds.userId, userId)));
  throw new AppError(exists ? ErrorKey.OrderState : ErrorKey.NotFound);
}

/** Claims a refund in one of `from` for one decision; anything else is 409 (two approvals at once: one wins). */
async function claim(tx: Tx, id: number, from: number, set: Partial<typeof refunds.$inferInsert>) {
  const [row] = await tx
    .update(refunds)
    .set(set)
    .where(and(eq(refunds.id, id), eq(refunds.status, from)))
    .returning();
  if (row) return row;
  const [exists] = await tx.select({ id: refunds.id }).from(refunds).where(eq(refunds.id, id));
  throw new AppError(exists ? ErrorKey.AlreadyDecided : ErrorKey.NotFound);
}

/** The order a refund is for, as its notifications name it: its id and its number. */
async function orderOf(tx: Tx, row: RefundRow) {
  const [order] = await tx.select({ sn: orders.sn }).from(orders).where(eq(orders.id, row.orderId));
  return { order_id: row.orderId, sn: order!.sn };
}

/** The one way a refund's money goes back: the request's amount, or what the platform decided (modules/disputes). */
async function payBack(tx: Tx, operatorId: number, row: RefundRow, amountCents = row.amountCents) {
  await moveBalance(tx, row.userId, amountCents, {
    type: 'refund',
    reference: referenceOf('refund', [row.id]),
    createdBy: operatorId,
  });
  await endProtection(tx, row.orderId);
  await notify(tx, row.userId, 'refund_refunded', { ...(await orderOf(tx, row)), amount_cents: amountCents });
}

/** Without return: approved is refunded at once. With return: approved waits for the goods. */
export async function approveRefund(tx: Tx, operatorId: number, id: number) {
  const [current] = await tx.select({ type: refunds.type }).from(refunds).where(eq(refunds.id, id));
  if (!current) throw new AppError(ErrorKey.NotFound);
  const now = new Date();
  if (current.type === 'refund_only') {
    const row = await claim(tx, id, RefundStatus.Applying, {
      status: RefundStatus.Refunded,
      decidedBy: operatorId,
      decidedAt: now,
    });
    await payBack(tx, operatorId, row);
    return row;
  }
  const row = await claim(tx, id, RefundStatus.Applying, {
    status: RefundStatus.InProgress,
    decidedBy: operatorId,
    decidedAt: now,
  });
  await notify(tx, row.userId, 'refund_approved', await orderOf(tx, row));
  return row;
}

/** The returned goods have arrived: the money goes back. */
export async function receiveReturn(tx: Tx, operatorId: number, id: number) {
  const row = await claim(tx, id, RefundStatus.InProgress, { status: RefundStatus.Refunded });
  await payBack(tx, operatorId, row);
  return row;
}

/**
 * A refused refund the platform decided to pay after all (decision 044): refused → refunded, `amountCents` back through
 * payBack as any refund. The order stays in after-sale, as after a refund; the caller put it there.
 */
export async function refundByArbitration(tx: Tx, operatorId: number, id: number, amountCents: number) {
  const row = await claim(tx, id, RefundStatus.Refused, { status: RefundStatus.Refunded });
  await payBack(tx, operatorId, row, amountCents);
  return row;
}

/** Refused: the order goes back to the state it had. */
export async function refuseRefund(tx: Tx, operatorId: number, id: number, reason: string) {
  const row = await claim(tx, id, RefundStatus.Applying, {
    status: RefundStatus.Refused,
    refuseReason: reason,
    decidedBy: operatorId,
    decidedAt: new Date(),
  });
  const [order] = await tx.select().from(orders).where(eq(orders.id, row.orderId));
  await moveOrder(tx, row.orderId, (order!.statusBeforeAfterSale ?? OrderStatus.Received) as OrderStatus, {
    statusBeforeAfterSale: null,
    ...resumeProtection(new Date()),
  });
  await notify(tx, row.userId, 'refund_refused', { order_id: row.orderId, sn: order!.sn, reason });
  return row;
}

const buyer = alias(users, 'buyer');
/** The refund desk's list; `scope` keeps a shop's staff to their shops' refunds (on `orders`). */
export async function adminRefunds(db: Database, query: { status: string; page: number; limit: number }, scope?: SQL) {
  const where = and(scope, query.status === 'all' ? undefined : eq(refunds.status, Number(query.status)));
  const [rows, [total]] = await Promise.all([
    db
      .select({ refund: refunds, sn: orders.sn, account: buyer.account })
      .from(refunds)
      .innerJoin(orders, eq(orders.id, refunds.orderId))
      .innerJoin(buyer, eq(buyer.id, refunds.userId))
      .where(where)
      .orderBy(query.status === '0' ? asc(refunds.id) : desc(refunds.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ n: count() }).from(refunds).innerJoin(orders, eq(orders.id, refunds.orderId)).where(where),
  ]);
  return {
    list: rows.map((r) => ({ ...toRefund(r.refund, r.sn), user: { id: r.refund.userId, account: r.account } })),
    total: Number(total?.n ?? 0),
    page: query.page,
    limit: query.limit,
  };
}

/** An operator's decision on a refund, in its own transaction, answered as the refund with its order's number. */
export async function decideRefund(
  db: Database,
  decide: (tx: Tx) => Promise<{ orderId: number } & Parameters<typeof toRefund>[0]>,
) {
  const row = await db.transaction(decide);
  const [order] = await db.select({ sn: orders.sn }).from(orders).where(eq(orders.id, row.orderId));
  return toRefund(row, order!.sn);
}
