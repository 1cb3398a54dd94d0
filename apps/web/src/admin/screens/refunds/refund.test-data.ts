import type { RefundRequest } from './api/get-refunds';
import { ok } from '@/test/fake-http';

/** A request as the operator's queue lists it: ada's waiting refund without return unless told otherwise. */
export const refundOf = (overrides: Partial<RefundRequest> = {}): RefundRequest => ({
  id: 5,
  order_id: 41,
  order_sn: '20250301123456789',
  type: 'refund_only',
  goods_status: 'received',
  product_ids: [8],
  amount_cents: 4_500,
  max_cents: 90_400,
  reason: 'damaged',
  explanation: 'The screen arrived cracked.',
  proofs: [
    '/uploads/private/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.png',
    '/uploads/private/bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb.png',
  ],
  status: 0,
  refuse_reason: null,
  return_carrier: null,
  return_tracking_no: null,
  created_at: '2025-03-05T09:30:00.000Z',
  decided_at: null,
  user: { id: 7, account: 'ada' },
  ...overrides,
});

export const pageOfRefunds = (list: RefundRequest[]) => ok({ list, total: list.length, page: 1, limit: 20 });
