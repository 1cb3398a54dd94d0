import { z } from 'zod';
import { OrderStatus } from '../status.js';
import { V } from '../validation.js';
import { LOW_STOCK_THRESHOLD, MAX_SKU_STOCK } from './catalogue.js';

/** The operator's first screen (docs/architecture.md §8): sales, what waits for a decision, and stock running out. */
export const AdminDashboardApi = { dashboard: '/api/admin/dashboard' } as const;

/** The sales series: today and the 29 days before it, as UTC calendar days. */
export const DASHBOARD_DAYS = 30;
export const DASHBOARD_LOW_STOCK_LIMIT = 10;
/** Every order state of docs/architecture.md §5, in the order the buyer's filter shows them. */
export const ORDER_STATES = [
  OrderStatus.WaitingPayment,
  OrderStatus.WaitingDelivery,
  OrderStatus.Delivered,
  OrderStatus.Received,
  OrderStatus.Completed,
  OrderStatus.Cancelled,
  OrderStatus.InAfterSale,
] as const;

const count = z.number().int();
const wholeNumber = (min: number, max: number, fallback: number) =>
  z.coerce
    .number({ error: V.invalid })
    .int({ error: V.invalid })
    .min(min, { error: V.invalid })
    .max(max, { error: V.invalid })
    .default(fallback);

export const DashboardQuery = z.object({
  /** A SKU with this many or fewer left is listed. */
  low_stock: wholeNumber(0, MAX_SKU_STOCK, LOW_STOCK_THRESHOLD),
  low_stock_limit: wholeNumber(1, 50, DASHBOARD_LOW_STOCK_LIMIT),
});
export type DashboardQuery = z.input<typeof DashboardQuery>;

/** One UTC day (`YYYY-MM-DD`): what paid orders came to, by the time they were paid. */
export const SalesDay = z.object({ date: z.string(), amount_cents: z.number().int(), orders: count });
export type SalesDay = z.infer<typeof SalesDay>;

export const OrderStateCount = z.object({ status: z.number().int(), count });
export type OrderStateCount = z.infer<typeof OrderStateCount>;

export const LowStockSku = z.object({
  sku_id: z.number().int(),
  product_id: z.number().int(),
  title: z.string(),
  /** The SKU's spec values, e.g. "Black / 128 GB"; empty for a product without specs. */
  spec_text: z.string(),
  stock: z.number().int(),
  shop_name: z.string(),
});
export type LowStockSku = z.infer<typeof LowStockSku>;

export const DashboardData = z.object({
  /** Today's date in UTC: the day boundary of every figure here. */
  today: z.string(),
  sales: z.object({
    today: SalesDay,
    /** Oldest first, ending today; a day without sales is there with zeros. */
    days: z.array(SalesDay),
    total_cents: z.number().int(),
    total_orders: count,
  }),
  orders_by_status: z.array(OrderStateCount),
  pending: z.object({
    recharges: count,
    withdrawals: count,
    refunds_applying: count,
    /** Refunds with return, approved, waiting for the goods to come back. */
    refunds_awaiting_return: count,
    /** Deposits credited by the chain whose transfer has since left it, not yet handled (decision 028). */
    deposits_reorged: count,
  }),
  /** Paid orders their buyers cancelled before shipping (each refunded at once), over the sales series' days. */
  cancelled_after_payment: count,
  /** Decision 045: orders on their way past their promised window now, and late credits since the 1st (UTC). */
  late: z.object({ orders_late: count, credited_month_cents: z.number().int(), credited_month_orders: count }),
  low_stock: z.object({ threshold: count, total: count, list: z.array(LowStockSku) }),
});
export type DashboardData = z.infer<typeof DashboardData>;
