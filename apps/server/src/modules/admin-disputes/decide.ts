import { eq } from 'drizzle-orm';
import { DisputeStatus, DV, ErrorKey, OrderStatus, type DisputeDecideBody } from '@tradewind/contract';
import type { z } from 'zod';
import type { Tx } from '../../db/client.js';
import { disputeEvents, disputes, orders } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import { refundByArbitration } from '../aftersale/refunds.js';
import { notify } from '../notifications/service.js';
import { moveOrder } from '../orders/lifecycle.js';
import { lockCase, snOf } from './cases.js';
import { withEvents } from '../disputes/views.js';

const PLATFORM = { kind: 'platform' } as const;

/**
 * The platform's decision, once, after the shop answered or its time ran out. A refund goes back through the
 * after-sale's own payBack (refused → refunded) and the order stays in after-sale, as after any refund; a rejection
 * puts the order back in the state it had.
 */
export async function decideCase(tx: Tx, operatorId: number, body: z.output<typeof DisputeDecideBody>) {
  const row = await lockCase(tx, PLATFORM, body.id);
  if (row.status === DisputeStatus.AwaitingShop) throw new AppError(ErrorKey.DisputeAwaitingShop);
  if (row.status !== DisputeStatus.AwaitingPlatform) throw new AppError(ErrorKey.AlreadyDecided);
  const amountCents =
    body.decision === 'full_refund' ? row.paidCents : body.decision === 'part_refund' ? body.amount! : null;
  if (amountCents !== null && amountCents > row.paidCents) {
    throw new AppError(ErrorKey.Validation, {}, { amount: DV.tooMuch });
  }
  const now = new Date();
  const [decided] = await tx
    .update(disputes)
    .set({
      status: amountCents === null ? DisputeStatus.Rejected : DisputeStatus.Refunded,
      dueAt: null,
      decision: body.decision,
      decidedCents: amountCents,
      decisionReason: body.reason,
      decidedBy: operatorId,
      decidedAt: now,
    })
    .where(eq(disputes.id, row.id))
    .returning();
  await tx.insert(disputeEvents).values({
    disputeId: row.id,
    kind: 'decided',
    actor: 'platform',
    actorId: operatorId,
    text: body.reason,
    decision: body.decision,
    amountCents,
    createdAt: now,
  });
  if (amountCents !== null) {
    await refundByArbitration(tx, operatorId, row.refundId, amountCents);
  } else {
    const [order] = await tx.select().from(orders).where(eq(orders.id, row.orderId));
    await moveOrder(tx, row.orderId, (order!.statusBeforeAfterSale ?? OrderStatus.Received) as OrderStatus, {
      statusBeforeAfterSale: null,
    });
  }
  const sn = await snOf(tx, row.orderId);
  await notify(tx, row.userId, 'dispute_decided', {
    order_id: row.orderId,
    sn,
    decision: body.decision,
    amount_cents: amountCents ?? 0,
    reason: body.reason,
  });
  return withEvents(tx, decided!, sn);
}
