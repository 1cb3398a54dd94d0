import type { OrderDetail, OrderLine, OrderSummary, Refund } from '@tradewind/contract';

/** Order data for the tests of every part that shows orders (orders, refunds, reviews, the console), shaped exactly as the contract's schemas. */
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

export const summaryOf = (id: number, patch: Partial<OrderSummary> = {}): OrderSummary => ({
  id,
  sn: `T2503010000${id}`,
  status: 0,
  shop: { id: id, name: `Shop ${id}`, logo: `/img/s${id}.png` },
  lines: [lineOf(id)],
  total_cents: 5600,
  refund_status: null,
  fx: null,
  created_at: '2025-03-01T10:00:00.000Z',
  ...patch,
});

export const detailOf = (id: number, patch: Partial<OrderDetail> = {}): OrderDetail => ({
  ...summaryOf(id),
  address: {
    addressee: 'Ada Lovelace',
    mobile: '+33 6 12 34 56 78',
    area: 'Paris, Île-de-France',
    detailed_address: '12 Rue de Rivoli',
    tag: 'Home',
    country: 'FR',
    postal_code: '75004',
    customs_id_masked: null,
  },
  goods_cents: 5000,
  freight_cents: 1100,
  discount_cents: 500,
  import_duty_cents: 0,
  import_tax_cents: 0,
  // Placed before duties existed: no customs kept (a landed order has them: see the customs tests).
  customs: null,
  promo_code: 'SPRING5',
  carrier: null,
  tracking_no: null,
  logistics: [],
  tracking_url: null,
  stage: null,
  delivery_window: null,
  cancelled_by: null,
  cancel_reason: null,
  cancel_reason_code: null,
  paid_at: null,
  shipped_at: null,
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
  product_ids: [100 + orderId],
  amount_cents: 8600,
  max_cents: 8600,
  reason: 'damaged',
  explanation: 'The box was crushed',
  proofs: ['/uploads/private/00000000000000000000000000000001.png'],
  status: 0,
  refuse_reason: null,
  return_carrier: null,
  return_tracking_no: null,
  created_at: '2025-03-03T10:00:00.000Z',
  decided_at: null,
  ...patch,
});
