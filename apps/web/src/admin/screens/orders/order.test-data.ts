import { NO_PROTECTION, type AdminOrderDetail, type AdminOrderSummary } from '@tradewind/contract';
import { ok } from '@/test/fake-http';

const line = {
  sku_id: 31,
  product_id: 8,
  title: 'Aurora 14 laptop',
  image: '/uploads/p/0123456789abcdef0123456789abcdef.png',
  specs: ['Silver', '16 GB'],
  price_cents: 89_900,
  quantity: 1,
  amount_cents: 89_900,
};

/** An order as the operator's list shows it: a paid one of ada's unless told otherwise. */
export const orderSummaryOf = (overrides: Partial<AdminOrderSummary> = {}): AdminOrderSummary => ({
  id: 41,
  sn: '20250301123456789',
  status: 1,
  shop: { id: 3, name: 'Shenzhen Circuit Hub', logo: '' },
  lines: [line],
  total_cents: 90_400,
  refund_status: null,
  fx: null,
  created_at: '2025-03-01T09:30:00.000Z',
  paid_at: '2025-03-01T09:31:00.000Z',
  user: { id: 7, account: 'ada' },
  protection: NO_PROTECTION,
  ...overrides,
});

/** One order in full: paid and waiting for delivery unless told otherwise. */
export const orderDetailOf = (overrides: Partial<AdminOrderDetail> = {}): AdminOrderDetail => ({
  id: 41,
  sn: '20250301123456789',
  status: 1,
  shop: { id: 3, name: 'Shenzhen Circuit Hub', logo: '' },
  lines: [
    line,
    {
      ...line,
      sku_id: 32,
      product_id: 9,
      title: 'Keyclick keyboard',
      specs: [],
      price_cents: 5_900,
      quantity: 2,
      amount_cents: 11_800,
    },
  ],
  total_cents: 96_200,
  refund_status: null,
  fx: null,
  created_at: '2025-03-01T09:30:00.000Z',
  protection: NO_PROTECTION,
  address: {
    addressee: 'Camille Durand',
    mobile: '+33 6 12 34 56 78',
    area: 'Île-de-France, Paris',
    detailed_address: '12 rue de Rivoli, 75004',
    tag: 'Home',
    country: 'FR',
    postal_code: '75004',
    customs_id_masked: null,
  },
  customs_id_reveals: [],
  goods_cents: 101_700,
  freight_cents: 500,
  discount_cents: 6_000,
  import_duty_cents: 0,
  import_tax_cents: 0,
  // Placed before duties existed: no customs kept (a landed order has them: see the customs tests).
  customs: null,
  promo_code: 'TEN',
  carrier: null,
  tracking_no: null,
  logistics: [],
  tracking_url: null,
  stage: null,
  delivery_window: null,
  cancelled_by: null,
  cancel_reason: null,
  cancel_reason_code: null,
  paid_at: '2025-03-01T09:31:00.000Z',
  shipped_at: null,
  received_at: null,
  pay_deadline: null,
  ...overrides,
});

export const pageOfOrders = (list: AdminOrderSummary[], total = list.length) => ok({ list, total, page: 1, limit: 20 });
