import { count, gte, isNotNull, and, sql } from 'drizzle-orm';
import { DASHBOARD_DAYS, type SalesDay } from '@tradewind/contract';
import type { Database } from '../../db/client.js';
import { orders } from '../../db/schema/index.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
/** Midnight UTC at the start of the day `now` falls in. */
export const utcDayStart = (now: Date) => Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
/** The first day of the series: midnight UTC, DASHBOARD_DAYS − 1 days before today. */
export const seriesStart = (now: Date) => new Date(utcDayStart(now) - (DASHBOARD_DAYS - 1) * DAY_MS);

/**
 * Paid orders per UTC day over today and the 29 days before, by when they were paid (`orders.paid_at`); an order
 * refunded or in after-sale later still counts on the day it was paid. One grouped query on orders_paid_at_idx;
 * days without sales are filled with zeros here.
 */
export async function salesSeries(db: Database, now: Date) {
  const firstDay = seriesStart(now).getTime();
  const day = sql<string>`to_char(${orders.paidAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  const rows = await db
    .select({ day, cents: sql<number>`coalesce(sum(${orders.totalCents}), 0)`.mapWith(Number), n: count() })
    .from(orders)
    .where(and(isNotNull(orders.paidAt), gte(orders.paidAt, new Date(firstDay))))
    .groupBy(day);
  const byDay = new Map(rows.map((row) => [row.day, row]));
  const days: SalesDay[] = Array.from({ length: DASHBOARD_DAYS }, (_, i) => {
    const date = isoDay(firstDay + i * DAY_MS);
    const found = byDay.get(date);
    return { date, amount_cents: found?.cents ?? 0, orders: found?.n ?? 0 };
  });
  return {
    today: days[days.length - 1]!,
    days,
    total_cents: days.reduce((sum, d) => sum + d.amount_cents, 0),
    total_orders: days.reduce((sum, d) => sum + d.orders, 0),
  };
}
