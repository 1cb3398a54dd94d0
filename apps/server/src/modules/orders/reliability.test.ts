import { beforeAll, describe, expect, it } from 'vitest';
import { count, eq, sql } from 'drizzle-orm';
import { useTestApp } from '../../test/build.js';
import { buildApp } from '../../app.js';
import { openPostgres } from '../../db/client.js';
import { call } from '../../test/api.js';
import { addAddress, insertOrderFixture, placeOrder } from '../../test/order-fixture.js';
import { balanceOf, expectLedgerHolds, PAY_CODE, walletBuyer } from '../../test/wallet.js';
import { ledgerEntries, notifications, orders, skus } from '../../db/schema/index.js';
import { runDueTransitions } from './lifecycle.js';

/** docs/architecture.md §9's order bars, on PGlite and (in `npm test`) again on PostgreSQL. */
const t = useTestApp();
let f: Awaited<ReturnType<typeof insertOrderFixture>>;
beforeAll(async () => {
  f = await insertOrderFixture(t.database);
});

async function shopper(balanceCents = 500_000) {
  const buyer = await walletBuyer(t.app, t.database, balanceCents);
  await addAddress(t.app, buyer.token);
  return buyer;
}
const stockOf = async (skuId: number) =>
  (await t.database.db.select({ s: skus.stock }).from(skus).where(eq(skus.id, skuId)))[0]!.s;

describe('reliability', () => {
  it('no oversell: a SKU with stock 10, 50 buyers check out 1 each in parallel → exactly 10 orders, stock 0', async () => {
    const [sku] = await t.database.db
      .insert(skus)
      .values({
        productId: f.sku.keyboard.productId,
        specValues: ['Limited'],
        priceCents: 1_000,
        originalPriceCents: 1_000,
        stock: 10,
      })
      .returning();
    const buyers = await Promise.all(Array.from({ length: 50 }, () => shopper()));
    const results = await Promise.all(
      buyers.map((b) =>
        call(t.app, 'POST', '/api/order/create', {
          token: b.token,
          body: { items: [{ sku_id: sku!.id, quantity: 1 }] },
        }),
      ),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(10);
    expect(results.filter((r) => r.status !== 200).every((r) => r.body.error === 'OUT_OF_STOCK')).toBe(true);
    expect(await stockOf(sku!.id)).toBe(0);
    const [made] = await t.database.db
      .select({ n: count() })
      .from(orders)
      .where(sql`${orders.id} in (select order_id from order_lines where sku_id = ${sku!.id})`);
    expect(Number(made!.n)).toBe(10);
  });

  it('no oversell: two lines of one SKU that together pass its stock are refused, and nothing is taken', async () => {
    const buyer = await shopper();
    const before = await stockOf(f.sku.rugged.id);
    const res = await call(t.app, 'POST', '/api/order/create', {
      token: buyer.token,
      body: {
        items: [
          { sku_id: f.sku.rugged.id, quantity: before - 1 },
          { sku_id: f.sku.rugged.id, quantity: 2 },
        ],
      },
    });
    expect(res.body.error).toBe('OUT_OF_STOCK');
    expect(await stockOf(f.sku.rugged.id)).toBe(before);
  });

  it('no double pay: one order paid 20 times in parallel → one debit', async () => {
    const buyer = await shopper(100_000);
    const { orders: made, total_cents: total } = await placeOrder(t.app, buyer.token, [
      { sku_id: f.sku.keyboard.id, quantity: 1 },
    ]);
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        call(t.app, 'POST', '/api/order/pay', {
          token: buyer.token,
          body: { order_ids: [made[0]!.id], pay_password: PAY_CODE },
          headers: { 'idempotency-key': `pay-${i}` },
        }),
      ),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status !== 200).every((r) => r.body.error === 'ORDER_STATE')).toBe(true);
    expect(await balanceOf(t.database, buyer.id)).toBe(100_000 - total);
    const debits = await t.database.db.select().from(ledgerEntries).where(eq(ledgerEntries.type, 'payment'));
    expect(debits.filter((d) => d.userId === buyer.id)).toHaveLength(1);
    await expectLedgerHolds(t.database);
  });

  it('two servers on one database both run the job loop → each due order is cancelled once, its stock returned once', async () => {
    // A second app with its own connections to the same database: two processes, as far as the database can tell.
    const second = t.url ? await openPostgres(t.url, 10) : t.database;
    const app2 = await buildApp({ database: second });
    try {
      // Two buyers, as one may hold only so many unpaid orders (MAX_UNPAID_ORDERS).
      const buyers = [await shopper(), await shopper()];
      const before = await stockOf(f.sku.keyboard.id);
      const placed = await Promise.all(
        Array.from({ length: 12 }, (_, i) =>
          placeOrder(t.app, buyers[i % 2]!.token, [{ sku_id: f.sku.keyboard.id, quantity: 1 }]),
        ),
      );
      expect(await stockOf(f.sku.keyboard.id)).toBe(before - 12);
      const later = new Date(Date.now() + 31 * 60_000);
      const times = { completeDays: 7 };
      const [a, b] = await Promise.all([
        runDueTransitions(t.database.db, times, later),
        runDueTransitions(second.db, times, later),
      ]);
      const ids = placed.map((p) => p.orders[0]!.id);
      const cancelled = await t.database.db
        .select({ id: orders.id, status: orders.status })
        .from(orders)
        .where(sql`${orders.id} in ${ids}`);
      expect(cancelled.every((o) => o.status === -1)).toBe(true);
      expect(a.cancelled + b.cancelled).toBeGreaterThanOrEqual(12);
      expect(await stockOf(f.sku.keyboard.id)).toBe(before);
      const told = await t.database.db
        .select({ n: count() })
        .from(notifications)
        .where(
          sql`${notifications.userId} in ${buyers.map((b) => b.id)} and ${notifications.kind} = 'order_auto_cancelled'`,
        );
      expect(Number(told[0]!.n)).toBe(12);
    } finally {
      await app2.close();
      if (second !== t.database) await second.close();
    }
  });
});
