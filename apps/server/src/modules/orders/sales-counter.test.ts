import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { products, shops, skus } from '../../db/schema/index.js';
import { SHARED_ANSWER_MS } from '../../plugins/http-cache.js';
import { call } from '../../test/api.js';
import { useOrderDesk } from '../../test/order-desk.js';
import { placeOrder } from '../../test/order-fixture.js';
import { countPaidSales, startSalesCounter } from './sales-counter.js';

/** Decision 033: a payment's units reach the SKUs', products' and shops' sold figures through the counter, once. */
const desk = useOrderDesk();
const { t } = desk;
const skuSales = async (skuId: number) =>
  (await t.database.db.select({ sales: skus.sales }).from(skus).where(eq(skus.id, skuId)))[0]!.sales;

describe('the sales counter', () => {
  it("adds what was paid to each SKU's, product's and shop's sales, once, and nothing for a refused payment", async () => {
    const buyer = await desk.shopper();
    // Two shops, three SKUs of three products.
    const bought = [
      { sku_id: desk.f.sku.keyboard.id, quantity: 2 },
      { sku_id: desk.f.sku.phoneBlack128.id, quantity: 1 },
      { sku_id: desk.f.sku.rugged.id, quantity: 1 },
    ];
    const salesOf = () =>
      Promise.all(
        bought.map(async ({ sku_id }) => {
          const [row] = await t.database.db
            .select({ sku: skus.sales, product: products.sales, shop: shops.totalSales, shopId: shops.id })
            .from(skus)
            .innerJoin(products, eq(products.id, skus.productId))
            .innerJoin(shops, eq(shops.id, products.shopId))
            .where(eq(skus.id, sku_id));
          return row!;
        }),
      );
    await countPaidSales(t.database.db); // what other tests of this file paid
    const before = await salesOf();
    const { orders } = await placeOrder(t.app, buyer.token, bought);
    expect(orders).toHaveLength(2);
    const ids = orders.map((o: { id: number }) => o.id);
    expect((await desk.pay(buyer.token, ids, '999999')).status).toBe(400);
    expect(await countPaidSales(t.database.db)).toBe(0);
    expect(await salesOf()).toEqual(before);

    expect((await desk.pay(buyer.token, ids)).status).toBe(200);
    expect((await desk.pay(buyer.token, ids)).status).toBe(409);
    expect(await countPaidSales(t.database.db)).toBe(2);
    const unitsOfShop = (shopId: number) =>
      bought.reduce((sum, line, i) => sum + (before[i]!.shopId === shopId ? line.quantity : 0), 0);
    const after = before.map((b, i) => ({
      sku: b.sku + bought[i]!.quantity,
      product: b.product + bought[i]!.quantity,
      shop: b.shop + unitsOfShop(b.shopId),
      shopId: b.shopId,
    }));
    expect(await salesOf()).toEqual(after);
    // A second pass (another process, a late tick) adds nothing.
    expect(await countPaidSales(t.database.db)).toBe(0);
    expect(await salesOf()).toEqual(after);
  });

  it('counts each order once when several counters run at once, a batch at a time', async () => {
    const buyer = await desk.shopper();
    const sku = desk.f.sku.keyboard.id;
    await countPaidSales(t.database.db);
    const before = await skuSales(sku);
    for (let i = 0; i < 5; i += 1) {
      const { orders } = await placeOrder(t.app, buyer.token, [{ sku_id: sku, quantity: 1 }]);
      expect((await desk.pay(buyer.token, [orders[0]!.id])).status).toBe(200);
    }
    const counted = await Promise.all([1, 2, 3].map(() => countPaidSales(t.database.db, 2)));
    expect(counted.reduce((a, b) => a + b, 0)).toBe(5);
    expect(await skuSales(sku)).toBe(before + 5);
  });

  it('runs in every server process: the product page shows a sale without anyone asking for a count', async () => {
    const buyer = await desk.shopper();
    const sku = desk.f.sku.rugged;
    const soldOnPage = async () =>
      (await call(t.app, 'GET', '/api/goods/detail', { token: buyer.token, query: { id: String(sku.productId) } })).body
        .data.sales as number;
    await countPaidSales(t.database.db);
    const before = await soldOnPage();
    const { orders } = await placeOrder(t.app, buyer.token, [{ sku_id: sku.id, quantity: 3 }]);
    expect((await desk.pay(buyer.token, [orders[0]!.id])).status).toBe(200);

    // The counter of a server process of its own, on the same database, ticking every 20 ms. The page may show a
    // catalogue answer up to SHARED_ANSWER_MS old, so the poll allows for that much more.
    const server = Fastify({ logger: false });
    server.decorate('db', t.database.db);
    startSalesCounter(server, 20);
    await server.ready();
    await expect.poll(soldOnPage, { timeout: SHARED_ANSWER_MS * 5 }).toBe(before + 3);
    await server.close();
  });
});
