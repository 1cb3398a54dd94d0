import type { Dispute, DisputeEvent } from '@tradewind/contract';

const at = '2026-11-20T10:00:00.000Z';
export const eventOf = (id: number, patch: Partial<DisputeEvent> = {}): DisputeEvent => ({
  id,
  kind: 'opened',
  actor: 'buyer',
  text: 'Two keys broke.',
  pictures: [],
  decision: null,
  amount_cents: null,
  created_at: at,
  ...patch,
});

export const disputeOf = (orderId: number, patch: Partial<Dispute> = {}): Dispute => ({
  id: 3,
  order_id: orderId,
  order_sn: 'T25030100008',
  refund_id: 5,
  status: 0,
  want: 'part_refund',
  want_cents: 2_500,
  paid_cents: 8_600,
  due_at: '2026-11-23T10:00:00.000Z',
  decision: null,
  decided_cents: null,
  decision_reason: null,
  created_at: at,
  decided_at: null,
  events: [eventOf(1)],
  ...patch,
});
