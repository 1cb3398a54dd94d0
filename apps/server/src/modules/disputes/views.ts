import type { Dispute, DisputeEvent } from '@tradewind/contract';
import { asc, eq } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client.js';
import { disputeEvents, disputes } from '../../db/schema/index.js';

type DisputeRow = typeof disputes.$inferSelect;
type EventRow = typeof disputeEvents.$inferSelect;

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export const toEvent = (e: EventRow): DisputeEvent => ({
  id: e.id,
  kind: e.kind,
  actor: e.actor,
  text: e.text,
  pictures: e.pictures,
  decision: e.decision,
  amount_cents: e.amountCents,
  created_at: e.createdAt.toISOString(),
});

export const toDisputeRow = (d: DisputeRow, sn: string): Omit<Dispute, 'events'> => ({
  id: d.id,
  order_id: d.orderId,
  order_sn: sn,
  refund_id: d.refundId,
  status: d.status as Dispute['status'],
  want: d.want,
  want_cents: d.wantCents,
  paid_cents: d.paidCents,
  due_at: iso(d.dueAt),
  decision: d.decision,
  decided_cents: d.decidedCents,
  decision_reason: d.decisionReason,
  created_at: d.createdAt.toISOString(),
  decided_at: iso(d.decidedAt),
});

/** A case with its timeline, oldest step first. */
export async function withEvents(db: Database | Tx, d: DisputeRow, sn: string): Promise<Dispute> {
  const events = await db
    .select()
    .from(disputeEvents)
    .where(eq(disputeEvents.disputeId, d.id))
    .orderBy(asc(disputeEvents.id));
  return { ...toDisputeRow(d, sn), events: events.map(toEvent) };
}
