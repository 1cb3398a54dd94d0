import type { OrderDetail, Refund } from '@tradewind/contract';
import { detailOf, lineOf, refundOf as anyRefundOf } from '@/test/order.test-data';

export { lineOf };
export { instantUpload, png, resetUploads, storedUrl } from '@/test/instant-upload';

/** Two products, $50.00 and $30.00, $5.00 off, $11.00 freight: $86.00 paid. */
export const orderOf = (id: number, patch: Partial<OrderDetail> = {}): OrderDetail =>
  detailOf(id, {
    status: 2,
    shop: { id: 1, name: 'Harbour Goods', logo: '/img/s1.png' },
    lines: [lineOf(1), lineOf(2, { title: 'Canvas tote', specs: [], price_cents: 1500, amount_cents: 3000 })],
    total_cents: 8600,
    goods_cents: 8000,
    carrier: 'Colissimo',
    tracking_no: '6A12345678901',
    paid_at: '2025-03-01T10:05:00.000Z',
    shipped_at: '2025-03-02T09:00:00.000Z',
    ...patch,
  });

/** A refund asked for both products of `orderOf`. */
export const refundOf = (orderId: number, patch: Partial<Refund> = {}): Refund =>
  anyRefundOf(orderId, { product_ids: [101, 102], ...patch });
