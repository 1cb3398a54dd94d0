import type { APIRequestContext } from '@playwright/test';
import { api, operatorToken } from './api';

/** The case's amount typed as a buyer or an operator types it: 1234 → "12.34". */
export const typed = (cents: number) => (cents / 100).toFixed(2);

/**
 * A refund of a paid order (waiting for delivery: no proof asked) requested by its buyer and refused by the shop,
 * through the real API: the start of every case.
 */
export async function refuseRefundOf(
  request: APIRequestContext,
  token: string,
  order: { id: number; total_cents: number },
) {
  const refund = await api<{ id: number }>(request, 'post', '/api/refund/apply', {
    token,
    body: {
      order_id: order.id,
      type: 'refund_only',
      goods_status: 'not_received',
      amount: typed(order.total_cents),
      reason: 'not_received',
      explanation: 'It never left the warehouse.',
      proofs: [],
    },
  });
  const operator = await operatorToken(request);
  await api(request, 'post', '/api/admin/refund_refuse', {
    token: operator,
    body: { id: refund.id, reason: 'Our records show it was packed.' },
  });
  return { operator };
}

/** A case opened by the buyer and answered for the shop, waiting for the platform's decision (the console's pages). */
export async function caseToDecide(
  request: APIRequestContext,
  token: string,
  order: { id: number; total_cents: number },
) {
  const { operator } = await refuseRefundOf(request, token, order);
  const opened = await api<{ id: number }>(request, 'post', '/api/dispute/open', {
    token,
    body: { order_id: order.id, want: 'full_refund', statement: 'Nothing ever arrived.', pictures: [] },
  });
  await api(request, 'post', '/api/admin/dispute_answer', {
    token: operator,
    body: { id: opened.id, statement: 'It was handed to the carrier.', pictures: [] },
  });
  return opened;
}
