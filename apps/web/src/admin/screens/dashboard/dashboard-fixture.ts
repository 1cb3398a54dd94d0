import type { DashboardData, SalesDay } from '@tradewind/contract';

/** 30 UTC days ending 2025-03-30, with sales on three of them. */
const days: SalesDay[] = Array.from({ length: 30 }, (_, index) => ({
  date: `2025-03-${String(index + 1).padStart(2, '0')}`,
  amount_cents: 0,
  orders: 0,
}));
days[9] = { ...days[9]!, amount_cents: 45_000, orders: 3 };
days[20] = { ...days[20]!, amount_cents: 12_550, orders: 1 };
days[29] = { ...days[29]!, amount_cents: 8_990, orders: 2 };

export const DASHBOARD: DashboardData = {
  today: '2025-03-30',
  sales: { today: days[29]!, days, total_cents: 66_540, total_orders: 6 },
  orders_by_status: [
    { status: 0, count: 4 },
    { status: 1, count: 7 },
    { status: -4, count: 1 },
  ],
  pending: { recharges: 5, withdrawals: 2, refunds_applying: 3, refunds_awaiting_return: 1, deposits_reorged: 0 },
  cancelled_after_payment: 2,
  late: { orders_late: 3, credited_month_cents: 645, credited_month_orders: 2 },
  low_stock: {
    threshold: 5,
    total: 12,
    list: [
      {
        sku_id: 41,
        product_id: 7,
        title: 'Trail backpack',
        spec_text: 'Green / 30 L',
        stock: 0,
        shop_name: 'Outdoor Co',
      },
      { sku_id: 42, product_id: 9, title: 'Desk lamp', spec_text: '', stock: 3, shop_name: 'Bright Home' },
    ],
  },
};
