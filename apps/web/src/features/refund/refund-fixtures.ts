import { vi } from 'vitest';
import type { OrderDetail, OrderLine, Refund } from '@tradewind/contract';

/** Refund data for the tests, shaped exactly as the contract's schemas. */
export const lineOf = (sku: number, patch: Partial<OrderLine> = {}): OrderLine => ({
  sku_id: sku,
  product_id: 100 + sku,
  title: `Linen shirt ${sku}`,
  image: `/img/p${sku}.png`,
  specs: ['Blue', 'M'],
  price_cents: 2500,
  quantity: 2,
  amount_cents: 5000,
  ...patch,
});

/** Two products, $50.00 and $30.00, $5.00 off, $11.00 freight: $86.00 paid. */
export const orderOf = (id: number, patch: Partial<OrderDetail> = {}): OrderDetail => ({
  id,
  sn: `T2503010000${id}`,
  status: 2,
  shop: { id: 1, name: 'Harbour Goods', logo: '/img/s1.png' },
  lines: [lineOf(1), lineOf(2, { title: 'Canvas tote', specs: [], price_cents: 1500, amount_cents: 3000 })],
  total_cents: 8600,
  created_at: '2025-03-01T10:00:00.000Z',
  address: {
    addressee: 'Ada Lovelace',
    mobile: '+33 6 12 34 56 78',
    area: 'Paris, Île-de-France',
    detailed_address: '12 Rue de Rivoli',
    tag: 'Home',
  },
  goods_cents: 8000,
  freight_cents: 1100,
  discount_cents: 500,
  promo_code: 'SPRING5',
  carrier: 'Colissimo',
  tracking_no: '6A12345678901',
  logistics: [],
  tracking_url: null,
  stage: null,
  delivery_window: null,
  cancelled_by: null,
  cancel_reason: null,
  paid_at: '2025-03-01T10:05:00.000Z',
  shipped_at: '2025-03-02T09:00:00.000Z',
  received_at: null,
  pay_deadline: null,
  ...patch,
});

export const refundOf = (orderId: number, patch: Partial<Refund> = {}): Refund => ({
  id: 5,
  order_id: orderId,
  order_sn: `T2503010000${orderId}`,
  type: 'refund_only',
  goods_status: 'not_received',
  product_ids: [101, 102],
  amount_cents: 8600,
  max_cents: 8600,
  reason: 'damaged',
  explanation: 'The box was crushed',
  proofs: ['/uploads/u/00000000000000000000000000000001.png'],
  status: 0,
  refuse_reason: null,
  return_carrier: null,
  return_tracking_no: null,
  created_at: '2025-03-03T10:00:00.000Z',
  decided_at: null,
  ...patch,
});

let stored = 0;
/** Where the n-th picture of a test run is stored: a generated name under /uploads/u/, as the server answers. */
export const storedUrl = (n: number) => `/uploads/u/${n.toString(16).padStart(32, 'a')}.png`;
/** Stands in for uploadImage: each picture is stored at once under a new name. */
export const instantUpload = vi.fn(async (_file: File, onProgress: (percent: number) => void) => {
  onProgress(100);
  stored += 1;
  return { url: storedUrl(stored), width: 640, height: 480 };
});
export const resetUploads = () => {
  stored = 0;
};

export const png = (name = 'photo.png') => new File([new Uint8Array(64)], name, { type: 'image/png' });
