import { and, asc, inArray, lte, sql } from 'drizzle-orm';
import { lateCreditCents, OrderStatus } from '@tradewind/contract';
import type { Database } from '../../db/client.js';
import { lateCredits, logisticsEvents, orders } from '../../db/schema/index.js';
import { notify } from '../notifications/service.js';
import { creditLateDelivery } from '../wallet/ledger.js';
import { lateRuleOf, protectionSettingsOf } from './settings.js';

const BATCH = 50;

/** On its way (paid, not received) past the end of its promised window, with no delivery scan before that end. */
export const lateNow = (now: Date) =>
  and(
    inArray(orders.status, [OrderStatus.WaitingDelivery, OrderStatus.Delivered]),
    lte(orders.deliverBy, now),
    sql`not exists (select 1 from ${logisticsEvents} where ${logisticsEvents.orderId} = ${orders.id}
      and ${logisticsEvents.stage} = 'delivered' and ${logisticsEvents.happenedAt} < ${orders.deliverBy})`,
  );

/**
 * One pass of the late-delivery credits (decision 045): late orders not yet credited, claimed in batches with
 * FOR UPDATE SKIP LOCKED, each credited by the operator's rule through the ledger and its buyer told. Any number of
 * processes may run it at once: a claimed row is skipped by the others, and one that a finished batch credited in
 * the meantime finds its credit's key taken (`creditLateDelivery`), so each order is credited once.
 */
export async function runLateCredits(db: Database, now = new Date()) {
  const rule = lateRuleOf(await protectionSettingsOf(db));
  let credited = 0;
  for (;;) {
    const before = credited;
    const claimed = await db.transaction(async (tx) => {
      const due = await tx
        .select({ id: orders.id, sn: orders.sn, userId: orders.userId, goodsCents: orders.goodsCents })
        .from(orders)
        .where(
          and(lateNow(now), sql`not exists (select 1 from ${lateCredits} where ${lateCredits.orderId} = ${orders.id})`),
        )
        .orderBy(asc(orders.deliverBy))
        .limit(BATCH)
        .for('update', { skipLocked: true });
      for (const order of due) {
        const amountCents = lateCreditCents(order.goodsCents, rule);
        if (amountCents <= 0 || !(await creditLateDelivery(tx, order, amountCents))) continue;
        await notify(tx, order.userId, 'late_credit', { order_id: order.id, sn: order.sn, amount_cents: amountCents });
        credited += 1;
      }
      return due.length;
    });
    // A full batch that credited nothing (a rule of nothing, or others were first) ends the pass too.
    if (claimed < BATCH || credited === before) break;
  }
  return { credited };
}

/** The dashboard's figures: orders late now, and late credits since the first of this month (UTC). */
export async function lateFigures(db: Database, now = new Date()) {
  const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const [[late], [month]] = await Promise.all([
    db
      .select({ n: sql<number>`count(*)` })
      .from(orders)
      .where(lateNow(now)),
    db
      .select({ cents: sql<number>`coalesce(sum(${lateCredits.amountCents}), 0)`, n: sql<number>`count(*)` })
      .from(lateCredits)
      .where(sql`${lateCredits.createdAt} >= ${monthStart.toISOString()}::timestamptz`),
  ]);
  return {
    orders_late: Number(late?.n ?? 0),
    credited_month_cents: Number(month?.cents ?? 0),
    credited_month_orders: Number(month?.n ?? 0),
  };
}
