import { and, eq } from 'drizzle-orm';
import {
  canMove,
  DisputeStatus,
  DV,
  ErrorKey,
  OrderStatus,
  RefundStatus,
  type DisputeDetailData,
  type DisputeOpenBody,
} from '@tradewind/contract';
import type { z } from 'zod';
import type { Database, Tx } from '../../db/client.js';
import { disputeEvents, disputes, orders, refunds } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import { notify } from '../notifications/service.js';
import { moveOrder } from '../orders/lifecycle.js';
import { assertOwnUploads } from '../uploads/service.js';
import { daysAfter, readDisputeSettings } from './settings.js';
import { withEvents } from './views.js';

type OpenBody = z.output<typeof DisputeOpenBody>;
type OrderRow = typeof orders.$inferSelect;
type RefundRow = typeof refunds.$inferSelect;

/** Until when a refused refund may be taken to Tradewind, or null when it may not (now or ever). */
function openUntil(order: OrderRow, refund: RefundRow | null, escalateDays: number, now: Date) {
  if (!refund || refund.status !== RefundStatus.Refused || !refund.decidedAt) return null;
  if (!canMove(order.status, OrderStatus.InAfterSale)) return null;
  const until = daysAfter(refund.decidedAt, escalateDays);
  return until > now ? until : null;
}

/** The buyer's order, its refund and its case; another buyer's order (or none) is not found. */
async function loadOwn(db: Database | Tx, userId: number, orderId: number, lock: boolean) {
  const query = db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
  const [order] = lock ? await query.for('update') : await query;
  if (!order) throw new AppError(ErrorKey.NotFound);
  const [[refund], [found]] = await Promise.all([
    db.select().from(refunds).where(eq(refunds.orderId, order.id)),
    db.select().from(disputes).where(eq(disputes.orderId, order.id)),
  ]);
  return { order, refund: refund ?? null, found: found ?? null };
}

export async function disputeOfOrder(db: Database, userId: number, orderId: number): Promise<DisputeDetailData> {
  const { order, refund, found } = await loadOwn(db, userId, orderId, false);
  if (found) return { case: await withEvents(db, found, order.sn), open_until: null };
  const { escalate_days } = await readDisputeSettings(db);
  return { case: null, open_until: openUntil(order, refund, escalate_days, new Date())?.toISOString() ?? null };
}

/**
 * Takes a refused refund to Tradewind: once per order, within the operator's days from the refusal, the pictures the
 * buyer's own. The order goes to after-sale again, remembering its state; the shop has `answer_days` to answer.
 */
export async function openDispute(tx: Tx, userId: number, body: OpenBody) {
  const { order, refund, found } = await loadOwn(tx, userId, body.order_id, true);
  if (found) throw new AppError(ErrorKey.DisputeExists);
  if (!refund || refund.status !== RefundStatus.Refused) throw new AppError(ErrorKey.DisputeNotRefused);
  const settings = await readDisputeSettings(tx);
  const now = new Date();
  if (!openUntil(order, refund, settings.escalate_days, now)) {
    throw new AppError(
      canMove(order.status, OrderStatus.InAfterSale) ? ErrorKey.DisputeWindowClosed : ErrorKey.OrderState,
    );
  }
  const paidCents = order.totalCents;
  const wantCents = body.want === 'part_refund' ? body.amount! : body.want === 'full_refund' ? paidCents : null;
  if (wantCents !== null && wantCents > paidCents) {
    throw new AppError(ErrorKey.Validation, {}, { amount: DV.tooMuch });
  }
  await assertOwnUploads(tx, userId, body.pictures, 'pictures', 'validation.proof');
  await moveOrder(
    tx,
    order.id,
    OrderStatus.InAfterSale,
    { statusBeforeAfterSale: order.status },
    userId,
    order.status as OrderStatus,
  );
  const [row] = await tx
    .insert(disputes)
    .values({
      orderId: order.id,
      refundId: refund.id,
      userId,
      shopId: order.shopId,
      want: body.want,
      wantCents,
      paidCents,
      status: DisputeStatus.AwaitingShop,
      dueAt: daysAfter(now, settings.answer_days),
      createdAt: now,
    })
    .returning();
  await tx.insert(disputeEvents).values({
    disputeId: row!.id,
    kind: 'opened',
    actor: 'buyer',
    actorId: userId,
    text: body.statement,
    pictures: body.pictures,
    amountCents: wantCents,
    createdAt: now,
  });
  await notify(tx, userId, 'dispute_opened', { order_id: order.id, sn: order.sn });
  return withEvents(tx, row!, order.sn);
}
