import { OrderStatus, type OrderDetail, type OrderLine } from '@tradewind/contract';
import { detailOf, lineOf as anyLineOf } from '@/test/order.test-data';

export { instantUpload, png, resetUploads, storedUrl } from '@/test/instant-upload';

/** A line of one item, as the review tests buy them. */
export const lineOf = (sku: number, patch: Partial<OrderLine> = {}): OrderLine =>
  anyLineOf(sku, { quantity: 1, amount_cents: 2500, ...patch });

/** A received order of two products; the shirt was bought in two sizes. */
export const orderOf = (id: number, patch: Partial<OrderDetail> = {}): OrderDetail =>
  detailOf(id, {
    status: OrderStatus.Received,
    shop: { id: 3, name: 'Harbour Goods', logo: '/img/s3.png' },
    lines: [
      lineOf(11, { product_id: 7, title: 'Linen shirt', specs: ['Blue', 'M'] }),
      lineOf(12, { product_id: 7, title: 'Linen shirt', specs: ['Blue', 'L'] }),
      lineOf(13, { product_id: 9, title: 'Stoneware mug', specs: [] }),
    ],
    total_cents: 7500,
    goods_cents: 7500,
    freight_cents: 0,
    discount_cents: 0,
    promo_code: null,
    carrier: 'Colissimo',
    tracking_no: '6A12345678901',
    paid_at: '2025-03-01T10:05:00.000Z',
    shipped_at: '2025-03-02T09:00:00.000Z',
    received_at: '2025-03-04T09:00:00.000Z',
    ...patch,
  });
