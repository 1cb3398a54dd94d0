import { vi } from 'vitest';
import { OrderStatus, type OrderDetail, type OrderLine } from '@tradewind/contract';

/** Order data for the review tests, shaped exactly as the contract's schemas. */
export const lineOf = (sku: number, patch: Partial<OrderLine> = {}): OrderLine => ({
  sku_id: sku,
  product_id: 100 + sku,
  title: `Linen shirt ${sku}`,
  image: `/img/p${sku}.png`,
  specs: ['Blue', 'M'],
  price_cents: 2500,
  quantity: 1,
  amount_cents: 2500,
  ...patch,
});

/** A received order of two products; the shirt was bought in two sizes. */
export const orderOf = (id: number, patch: Partial<OrderDetail> = {}): OrderDetail => ({
  id,
  sn: `T2503010000${id}`,
  status: OrderStatus.Received,
  shop: { id: 3, name: 'Harbour Goods', logo: '/img/s3.png' },
  lines: [
    lineOf(11, { product_id: 7, title: 'Linen shirt', specs: ['Blue', 'M'] }),
    lineOf(12, { product_id: 7, title: 'Linen shirt', specs: ['Blue', 'L'] }),
    lineOf(13, { product_id: 9, title: 'Stoneware mug', specs: [] }),
  ],
  total_cents: 7500,
  created_at: '2025-03-01T10:00:00.000Z',
  address: {
    addressee: 'Ada Lovelace',
    mobile: '+33 6 12 34 56 78',
    area: 'Paris, Île-de-France',
    detailed_address: '12 Rue de Rivoli',
    tag: 'Home',
  },
  goods_cents: 7500,
  freight_cents: 0,
  discount_cents: 0,
  promo_code: null,
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
  received_at: '2025-03-04T09:00:00.000Z',
  pay_deadline: null,
  ...patch,
});

/** What POST /api/common/upload stores: a generated name under /uploads/u/, a new one per picture. */
export const storedUrl = (n: number) => `/uploads/u/${String(n).padStart(32, '0')}.png`;

let uploads = 0;
/** Stands in for uploadImage in screen tests: each picture is stored at once under the next url. */
export const instantUpload = vi.fn(async (_file: File, onProgress: (percent: number) => void) => {
  onProgress(100);
  uploads += 1;
  return { url: storedUrl(uploads), width: 640, height: 480 };
});
export const resetUploads = () => {
  uploads = 0;
};

export const png = (name = 'photo.png') => new File([new Uint8Array(64)], name, { type: 'image/png' });
