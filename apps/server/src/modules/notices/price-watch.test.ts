import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { AdminCatalogueApi, AdminNoticeApi, CartApi, CatalogueApi, NoticeApi } from '@tradewind/contract';
import { useTestApp } from '../../test/build.js';
import { call, registerBuyer } from '../../test/api.js';
import { insertCatalogueFixture } from '../../test/catalogue-fixture.js';
import { operatorOf } from '../../test/wallet.js';
import { addAddress, placeOrder } from '../../test/order-fixture.js';
import { notifications, skus } from '../../db/schema/index.js';

const t = useTestApp();

let fixtureOnce: ReturnType<typeof insertCatalogueFixture> | undefined;
async function world() {
  const fixture = await (fixtureOnce ??= insertCatalogueFixture(t.database.db));
  const nimbus = fixture.products[3]!;
  const nimbusSkus = await t.database.db.select().from(skus).where(eq(skus.productId, nimbus.id)).orderBy(skus.id);
  const operator = await operatorOf(t.app, t.database);
  const quickEdit = async (body: object) => {
    const res = await call(t.app, 'POST', AdminCatalogueApi.skuSave, { token: operator.token, body });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  };
  return { fixture, nimbus, nimbusSkus, quickEdit };
}

const noticesOf = (userId: number, kind: string) =>
  t.database.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.kind, kind)));

describe('price drops and restocks reach the buyers who saved the product', () => {
  it('a cut makes one notice for each buyer watching by favourite, bag or saved-for-later, none for others', async () => {
    const { fixture, nimbus, nimbusSkus, quickEdit } = await world();
    const [black128, black256] = nimbusSkus;
    const fan = await registerBuyer(t.app);
    const bagger = await registerBuyer(t.app);
    const saver = await registerBuyer(t.app);
    const other = await registerBuyer(t.app);
    await call(t.app, 'POST', CatalogueApi.favourite, { token: fan.token, body: { product_id: nimbus.id } });
    await call(t.app, 'POST', CartApi.add, { token: bagger.token, body: { sku_id: nimbusSkus[3]!.id, quantity: 1 } });
    const added = await call(t.app, 'POST', CartApi.add, {
      token: saver.token,
      body: { sku_id: black128!.id, quantity: 1 },
    });
    expect(added.status).toBe(200);
    const list = await call(t.app, 'GET', CartApi.list, { token: saver.token });
    const lineIds = JSON.stringify(list.body.data)
      .match(/"id":(\d+)/g)!
      .map((m) => Number(m.slice(5)));
    await call(t.app, 'POST', CartApi.saveForLater, { token: saver.token, body: { ids: lineIds.slice(0, 1) } });
    await call(t.app, 'POST', CatalogueApi.favourite, {
      token: other.token,
      body: { product_id: fixture.products[0]!.id },
    });

    // 399.00 → 339.00 on both cheapest SKUs: the product's price falls 15 %.
    await quickEdit({ id: black128!.id, price: '339.00' });
    await quickEdit({ id: nimbusSkus[2]!.id, price: '339.00' });
    for (const [name, buyer] of Object.entries({ fan, bagger, saver })) {
      const notes = await noticesOf(buyer.id, 'price_dropped');
      expect(notes, name).toHaveLength(1);
      expect(notes[0]!.params).toMatchObject({ product_id: nimbus.id, old_cents: 39900, new_cents: 33900 });
    }
    expect(await noticesOf(other.id, 'price_dropped')).toHaveLength(0);

    // The product page's line, for a watcher only.
    const since = await call(t.app, 'GET', NoticeApi.priceSinceSaved, {
      token: fan.token,
      query: { product_id: String(nimbus.id) },
    });
    expect(since.body.data).toEqual({ saved_cents: 39900, percent: 15 });
    const none = await call(t.app, 'GET', NoticeApi.priceSinceSaved, {
      token: other.token,
      query: { product_id: String(nimbus.id) },
    });
    expect(none.body.data).toBeNull();

    // A further cut the same day, and a sold-out SKU back: still one notice per product and day.
    await quickEdit({ id: black128!.id, price: '299.00' });
    await quickEdit({ id: nimbusSkus[2]!.id, price: '299.00' });
    await quickEdit({ id: black256!.id, stock: 4 });
    for (const buyer of [fan, bagger, saver]) {
      expect(await noticesOf(buyer.id, 'price_dropped')).toHaveLength(1);
      expect(await noticesOf(buyer.id, 'back_in_stock')).toHaveLength(0);
    }
  });

  it('a drop under the operator’s share says nothing; a sold-out SKU back in stock does', async () => {
    const { fixture, quickEdit } = await world();
    const laptop = fixture.products[0]!;
    const [laptopSku] = await t.database.db
      .insert(skus)
      .values({ productId: laptop.id, specValues: [], priceCents: 89900, originalPriceCents: 109900, stock: 0 })
      .returning();
    const fan = await registerBuyer(t.app);
    await call(t.app, 'POST', CatalogueApi.favourite, { token: fan.token, body: { product_id: laptop.id } });
    await quickEdit({ id: laptopSku!.id, price: '869.00' }); // 3 % less
    expect(await noticesOf(fan.id, 'price_dropped')).toHaveLength(0);
    await quickEdit({ id: laptopSku!.id, stock: 3 });
    const back = await noticesOf(fan.id, 'back_in_stock');
    expect(back).toHaveLength(1);
    expect(back[0]!.params).toMatchObject({ product_id: laptop.id, title: laptop.title });
  });

  it('the last unit back from a cancelled order tells the watchers it is in stock again', async () => {
    const { fixture } = await world();
    const lamp = fixture.products[1]!;
    const [lastOne] = await t.database.db
      .insert(skus)
      .values({ productId: lamp.id, specValues: [], priceCents: 4900, originalPriceCents: 5900, stock: 1 })
      .returning();
    const fan = await registerBuyer(t.app);
    await call(t.app, 'POST', CatalogueApi.favourite, { token: fan.token, body: { product_id: lamp.id } });
    const buyer = await registerBuyer(t.app);
    await addAddress(t.app, buyer.token);
    const placed = await placeOrder(t.app, buyer.token, [{ sku_id: lastOne!.id, quantity: 1 }]);
    expect(await noticesOf(fan.id, 'back_in_stock')).toHaveLength(0);

    const cancelled = await call(t.app, 'POST', '/api/order/cancel', {
      token: buyer.token,
      body: { id: placed.orders[0]!.id },
    });
    expect(cancelled.status).toBe(200);
    const back = await noticesOf(fan.id, 'back_in_stock');
    expect(back).toHaveLength(1);
    expect(back[0]!.params).toMatchObject({ product_id: lamp.id, title: lamp.title });
    // The buyer who gave it back saved nothing: no notice for them.
    expect(await noticesOf(buyer.id, 'back_in_stock')).toHaveLength(0);
  });

  it("the operator's share decides what a drop is worth: set in the console, for the next edit on", async () => {
    const { fixture, quickEdit } = await world();
    const operator = await operatorOf(t.app, t.database);
    const settings = () => call(t.app, 'GET', AdminNoticeApi.settings, { token: operator.token });
    expect((await settings()).body.data).toEqual({ price_drop_percent: 5 });
    const buyer = await registerBuyer(t.app);
    const refused = await call(t.app, 'POST', AdminNoticeApi.settingsSave, {
      token: buyer.token,
      body: { price_drop_percent: 20 },
    });
    expect(refused.status).toBe(403);
    const invalid = await call(t.app, 'POST', AdminNoticeApi.settingsSave, {
      token: operator.token,
      body: { price_drop_percent: 0 },
    });
    expect(invalid.status).toBe(400);
    expect(invalid.body.fields).toHaveProperty('price_drop_percent');
    const saved = await call(t.app, 'POST', AdminNoticeApi.settingsSave, {
      token: operator.token,
      body: { price_drop_percent: 20 },
    });
    expect(saved.body.data).toEqual({ price_drop_percent: 20 });
    expect((await settings()).body.data).toEqual({ price_drop_percent: 20 });

    // A cut of 15 % under a rule of 20 % tells no one; at 10 % it would have.
    const camera = fixture.products[4]!;
    const [cameraSku] = await t.database.db
      .insert(skus)
      .values({ productId: camera.id, specValues: [], priceCents: 1000, originalPriceCents: 1200, stock: 5 })
      .returning();
    // The cheapest SKU by far: once settled, the product's price is its own ($10.00).
    await quickEdit({ id: cameraSku!.id, price: '10.00' });
    const fan = await registerBuyer(t.app);
    await call(t.app, 'POST', CatalogueApi.favourite, { token: fan.token, body: { product_id: camera.id } });
    await quickEdit({ id: cameraSku!.id, price: '8.50' });
    expect(await noticesOf(fan.id, 'price_dropped')).toHaveLength(0);
    await call(t.app, 'POST', AdminNoticeApi.settingsSave, { token: operator.token, body: { price_drop_percent: 10 } });
    await quickEdit({ id: cameraSku!.id, price: '7.20' });
    expect(await noticesOf(fan.id, 'price_dropped')).toHaveLength(1);
  });
});
