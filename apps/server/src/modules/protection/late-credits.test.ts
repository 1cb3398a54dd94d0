import { describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { call } from '../../test/api.js';
import { placeOrder } from '../../test/order-fixture.js';
import { balanceOf, expectLedgerHolds } from '../../test/wallet.js';
import { useOrderDesk } from '../../test/order-desk.js';
import { openPostgres } from '../../db/client.js';
import { lateCredits, ledgerEntries, logisticsEvents, notifications, orders } from '../../db/schema/index.js';
import { runLateCredits } from './late-credits.js';

/** Money for a late parcel (decision 045): credited once per order, whoever runs the job. */
const desk = useOrderDesk();
const { t } = desk;
const DAY = 24 * 3600 * 1000;

/** A paid order of `quantity` keyboards ($59.00 each), paid `daysAgo` days ago. */
async function paidDaysAgo(token: string, quantity: number, daysAgo: number) {
  const { orders: placed } = await placeOrder(t.app, token, [{ sku_id: desk.f.sku.keyboard.id, quantity }]);
  const id = placed[0]!.id;
  expect((await desk.pay(token, [id])).status).toBe(200);
  await t.database.db
    .update(orders)
    .set({ paidAt: new Date(Date.now() - daysAgo * DAY) })
    .where(eq(orders.id, id));
  return id;
}

describe('late-delivery credits', () => {
  it('three job runners at once credit each late order once, through the ledger, and tell the buyer', async () => {
    const buyer = await desk.shopper();
    // The fixture's promise: 2 handling days and at most 14 in transit, so 40 days ago is late and 3 is not.
    const late = [
      await paidDaysAgo(buyer.token, 1, 40), // 5 % of $59.00 = $2.95
      await paidDaysAgo(buyer.token, 10, 40), // 5 % of $590.00 = $29.50 → at most $10.00
      await paidDaysAgo(buyer.token, 1, 30),
    ];
    const early = await paidDaysAgo(buyer.token, 1, 3);
    // Scanned as delivered before the promise ended: on time, however late the buyer confirms.
    const onTime = await paidDaysAgo(buyer.token, 1, 40);
    await t.database.db
      .insert(logisticsEvents)
      .values({ orderId: onTime, text: 'Delivered', stage: 'delivered', happenedAt: new Date(Date.now() - 30 * DAY) });

    const startBalance = await balanceOf(t.database, buyer.id);
    const pools = t.url ? [await openPostgres(t.url, 4), await openPostgres(t.url, 4)] : [];
    try {
      const dbs = [t.database.db, ...pools.map((p) => p.db)];
      while (dbs.length < 3) dbs.push(t.database.db);
      const runs = await Promise.all(dbs.map((db) => runLateCredits(db)));
      expect(runs.reduce((sum, r) => sum + r.credited, 0)).toBeGreaterThanOrEqual(3);
      // Again: nothing more.
      expect((await runLateCredits(t.database.db)).credited).toBe(0);
    } finally {
      for (const pool of pools) await pool.close();
    }

    const credits = await t.database.db
      .select()
      .from(lateCredits)
      .where(inArray(lateCredits.orderId, [...late, early, onTime]));
    expect(credits.map((c) => c.orderId).sort()).toEqual([...late].sort());
    const amounts = Object.fromEntries(credits.map((c) => [c.orderId, c.amountCents]));
    expect([amounts[late[0]!], amounts[late[1]!], amounts[late[2]!]]).toEqual([295, 1_000, 295]);
    const rows = await t.database.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.userId, buyer.id), eq(ledgerEntries.type, 'late_credit')));
    expect(rows).toHaveLength(3);
    expect(new Set(rows.map((r) => r.reference)).size).toBe(3);
    expect(await balanceOf(t.database, buyer.id)).toBe(startBalance + 295 + 1_000 + 295);
    const told = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, buyer.id), eq(notifications.kind, 'late_credit')));
    expect(told).toHaveLength(3);
    await expectLedgerHolds(t.database);

    const detail = await desk.detail(buyer.token, late[0]!);
    expect(detail.protection.late).toEqual({ days: expect.any(Number), credited_cents: 295 });
    expect(detail.protection.late.days).toBeGreaterThanOrEqual(23);
    expect((await desk.detail(buyer.token, onTime)).protection.late).toBeNull();

    const dashboard = await call(t.app, 'GET', '/api/admin/dashboard', { token: desk.operator.token });
    expect(dashboard.body.data.late.orders_late).toBeGreaterThanOrEqual(3);
    expect(dashboard.body.data.late.credited_month_cents).toBeGreaterThanOrEqual(1_590);
    expect(dashboard.body.data.late.credited_month_orders).toBeGreaterThanOrEqual(3);
  });

  it('the operator sets the rule; a rate of nothing credits nothing and the pass still ends', async () => {
    const bad = await call(t.app, 'POST', '/api/admin/protection_settings_save', {
      token: desk.operator.token,
      body: { extension_days: 7, rate_bps: 1_000, late_min: '5.00', late_max: '2.00' },
    });
    expect(bad.status).toBe(400);
    const saved = await call(t.app, 'POST', '/api/admin/protection_settings_save', {
      token: desk.operator.token,
      body: { extension_days: 3, rate_bps: 0, late_min: '0', late_max: '0' },
    });
    expect(saved.body.data).toEqual({ extension_days: 3, late_credit: { rate_bps: 0, min_cents: 0, max_cents: 0 } });
    const buyer = await desk.shopper();
    const id = await paidDaysAgo(buyer.token, 1, 40);
    expect((await runLateCredits(t.database.db)).credited).toBe(0);
    expect(await t.database.db.select().from(lateCredits).where(eq(lateCredits.orderId, id))).toHaveLength(0);
    const read = await call(t.app, 'GET', '/api/admin/protection_settings', { token: desk.operator.token });
    expect(read.body.data.extension_days).toBe(3);
    const asBuyer = await call(t.app, 'GET', '/api/admin/protection_settings', { token: buyer.token });
    expect([401, 403]).toContain(asBuyer.status);
    await call(t.app, 'POST', '/api/admin/protection_settings_save', {
      token: desk.operator.token,
      body: { extension_days: 7, rate_bps: 500, late_min: '1.00', late_max: '10.00' },
    });
  });
});
