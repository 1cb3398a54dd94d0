import { inArray, sql } from 'drizzle-orm';
import { OrderStatus, type OrderProtection } from '@tradewind/contract';
import type { Database } from '../../db/client.js';
import { lateCredits, type orders, protectionExtensions } from '../../db/schema/index.js';
import { protectionSettingsOf } from './settings.js';

type OrderRow = typeof orders.$inferSelect;
const DAY = 24 * 3600 * 1000;
const iso = (d: Date | null) => (d ? d.toISOString() : null);
const RETURNS_SHOWN: number[] = [
  OrderStatus.Delivered,
  OrderStatus.Received,
  OrderStatus.Completed,
  OrderStatus.InAfterSale,
];

/**
 * What each order of `rows` says about its buyer's recourse (decision 045): two queries for the page, a third only
 * when one of them may be extended now.
 */
export async function protectionOf(db: Database, rows: OrderRow[], now = new Date()) {
  const ids = rows.map((r) => r.id);
  const [extensions, credits, settings] = await Promise.all([
    db.select().from(protectionExtensions).where(inArray(protectionExtensions.orderId, ids)),
    db
      .select({
        orderId: lateCredits.orderId,
        amountCents: lateCredits.amountCents,
        // Written out: drizzle names a one-table select's columns unqualified, which the subquery would misread.
        arrivedAt: sql<string | null>`(select min(le.happened_at) from logistics_events le
          where le.order_id = late_credits.order_id and le.stage = 'delivered')`,
      })
      .from(lateCredits)
      .where(inArray(lateCredits.orderId, ids)),
    rows.some((r) => r.status === OrderStatus.Delivered) ? protectionSettingsOf(db) : null,
  ]);
  return new Map(
    rows.map((r): [number, OrderProtection] => {
      const extension = extensions.find((e) => e.orderId === r.id);
      const credit = credits.find((c) => c.orderId === r.id);
      const paused = r.status === OrderStatus.InAfterSale && r.protectionPausedAt !== null;
      const running = r.status === OrderStatus.Delivered && r.protectionEndsAt !== null;
      const arrived = credit?.arrivedAt ? new Date(credit.arrivedAt) : r.receivedAt;
      return [
        r.id,
        {
          ends_at: running || paused ? iso(r.protectionEndsAt) : null,
          paused_at: paused ? iso(r.protectionPausedAt) : null,
          extend_days: running && !extension && settings && r.protectionEndsAt! > now ? settings.extensionDays : null,
          extension: extension
            ? { days: extension.days, reason: extension.reason, created_at: extension.createdAt.toISOString() }
            : null,
          returns_until: RETURNS_SHOWN.includes(r.status) ? iso(r.returnsUntil) : null,
          late:
            credit && r.deliverBy
              ? {
                  days: Math.max(1, Math.ceil(((arrived ?? now).getTime() - r.deliverBy.getTime()) / DAY)),
                  credited_cents: Number(credit.amountCents),
                }
              : null,
        },
      ];
    }),
  );
}
