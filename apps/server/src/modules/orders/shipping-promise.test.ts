import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { useTestApp } from '../../test/build.js';
import { call } from '../../test/api.js';
import { addAddress, insertOrderFixture, placeOrder } from '../../test/order-fixture.js';
import { operatorOf, PAY_CODE, walletBuyer } from '../../test/wallet.js';
import { orders, shops } from '../../db/schema/index.js';

/** Decision 021: the shop's shipping promise on the product page, the list cards, the bag and the order. */
const t = useTestApp();
let f: Awaited<ReturnType<typeof insertOrderFixture>>;
let operator: { token: string };
beforeAll(async () => {
  f = await insertOrderFixture(t.database);
  operator = await operatorOf(t.app, t.database);
});

const PROMISE = {
  ships_from: 'CN',
  ships_from_city: 'Shenzhen',
  handling_days: 2,
  transit_min_days: 5,
  transit_max_days: 9,
  return_days: 30,
};
const saveShipping = (body: object, lang?: string) =>
  call(t.app, 'POST', '/api/admin/freight_save', { token: operator.token, body, lang });
const day = (at: Date, plus: number) => new Date(at.getTime() + plus * 86_400_000).toISOString().slice(0, 10);
const promiseOf = async (shopId: number) => (await t.database.db.select().from(shops).where(eq(shops.id, shopId)))[0]!;

describe('the shipping promise', () => {
  it('the operator sets freight and delivery days; the product page and its card promise them', async () => {
    const saved = await saveShipping({ shop_id: f.circuit.id, base: '5.99', free_over: '59.00', delivery: PROMISE });
    expect(saved.status).toBe(200);

    const desk = await call(t.app, 'GET', '/api/admin/freight', {
      token: operator.token,
      query: { keyword: 'circuit' },
    });
    expect(desk.body.data.list[0]).toMatchObject({ base_cents: 599, free_over_cents: 5_900, delivery: PROMISE });

    const detail = await call(t.app, 'GET', '/api/goods/detail', { query: { id: String(f.products[0]!.id) } });
    expect(detail.body.data.shipping).toEqual({
      base_cents: 599,
      free_over_cents: 5_900,
      ...PROMISE,
      min_days: 7,
      max_days: 11,
      // Zones never set (decision 042): the single transit goes everywhere.
      zones: [],
    });
    const list = await call(t.app, 'GET', '/api/goods/list', { query: { shop_id: String(f.circuit.id), limit: '1' } });
    // The card keeps it short: the cost, the country and the days (with the zones, for the window to the buyer's
    // country: decision 042), not the city or the returns.
    expect(list.body.data.list[0].shipping).toEqual({
      base_cents: 599,
      free_over_cents: 5_900,
      ships_from: 'CN',
      min_days: 7,
      max_days: 11,
      handling_days: 2,
      zones: [],
    });
  });

  it('refuses a transit that ends before it starts, in the caller’s language, and changes nothing', async () => {
    const before = await promiseOf(f.harbour.id);
    const res = await saveShipping(
      {
        shop_id: f.harbour.id,
        base: '3.00',
        free_over: null,
        delivery: { ...PROMISE, transit_min_days: 10, transit_max_days: 4 },
      },
      'fr',
    );
    expect(res.status).toBe(400);
    expect(res.body.fields['delivery.transit_max_days']).toBe(
      'Le transit le plus long ne peut pas être plus court que le plus court',
    );
    const unknownCountry = await saveShipping({
      shop_id: f.harbour.id,
      base: '3.00',
      free_over: null,
      delivery: { ...PROMISE, ships_from: 'XX', handling_days: 91 },
    });
    expect(unknownCountry.status).toBe(400);
    expect(unknownCountry.body.fields['delivery.handling_days']).toBe('Enter a whole number of days from 0 to 90');
    expect(unknownCountry.body.fields['delivery.ships_from']).toBe('This value is not valid');
    expect(await promiseOf(f.harbour.id)).toEqual(before);
    const desk = await call(t.app, 'GET', '/api/admin/freight', {
      token: operator.token,
      query: { keyword: 'harbour' },
    });
    expect(desk.body.data.list[0]).toMatchObject({ base_cents: 0, free_over_cents: null });
  });

  it('the bag carries each shop’s rule, for "Add $X for free shipping"', async () => {
    const buyer = await walletBuyer(t.app, t.database, 0);
    for (const sku of [f.sku.keyboard.id, f.sku.rugged.id]) {
      await call(t.app, 'POST', '/api/cart/add', { token: buyer.token, body: { sku_id: sku, quantity: 1 } });
    }
    const bag = await call(t.app, 'GET', '/api/cart/list', { token: buyer.token });
    const byShop = Object.fromEntries(
      bag.body.data.shops.map((g: { shop: { name: string }; freight: unknown }) => [g.shop.name, g.freight]),
    );
    expect(byShop).toEqual({
      'Shenzhen Circuit Hub': { base_cents: 599, free_over_cents: 5_900 },
      'Harbour Mobile': null,
    });
  });

  it('the checkout says when each shop’s order would arrive if paid now, by that shop’s days', async () => {
    const buyer = await walletBuyer(t.app, t.database, 0);
    const items = [
      { sku_id: f.sku.keyboard.id, quantity: 1 },
      { sku_id: f.sku.rugged.id, quantity: 1 },
    ];
    const before = new Date();
    const preview = await call(t.app, 'POST', '/api/order/preview', { token: buyer.token, body: { items } });
    const after = new Date();
    const windows = Object.fromEntries(
      preview.body.data.groups.map((g: { shop: { id: number }; delivery_window: unknown }) => [
        g.shop.id,
        g.delivery_window,
      ]),
    );
    const harbour = await promiseOf(f.harbour.id);
    // Either side of midnight, the window is counted from the day the preview was asked.
    const expected = (shop: { handlingDays: number; transitMinDays: number; transitMaxDays: number }) =>
      [before, after].map((at) => ({
        earliest: day(at, shop.handlingDays + shop.transitMinDays),
        latest: day(at, shop.handlingDays + shop.transitMaxDays),
      }));
    expect(expected({ handlingDays: 2, transitMinDays: 5, transitMaxDays: 9 })).toContainEqual(windows[f.circuit.id]);
    expect(expected(harbour)).toContainEqual(windows[f.harbour.id]);
  });

  it('an order keeps the promise it was sold with; its window runs from payment, then from shipping', async () => {
    const buyer = await walletBuyer(t.app, t.database, 500_000);
    await addAddress(t.app, buyer.token);
    // Goods of 59.00 reach the free-over amount: the checkout charges no freight, by the same rule.
    const placed = await placeOrder(t.app, buyer.token, [{ sku_id: f.sku.keyboard.id, quantity: 1 }]);
    const id = placed.orders[0]!.id;
    expect(placed.total_cents).toBe(5_900);
    const detail = async () =>
      (await call(t.app, 'GET', '/api/order/detail', { token: buyer.token, query: { id: String(id) } })).body.data;
    expect((await detail()).delivery_window).toBeNull();

    await call(t.app, 'POST', '/api/order/pay', {
      token: buyer.token,
      body: { order_ids: [id], pay_password: PAY_CODE },
    });
    const paid = await detail();
    const paidAt = new Date(paid.paid_at);
    expect(paid.delivery_window).toEqual({ earliest: day(paidAt, 7), latest: day(paidAt, 11) });

    await saveShipping({
      shop_id: f.circuit.id,
      base: '5.99',
      free_over: '59.00',
      delivery: { ...PROMISE, handling_days: 9 },
    });
    expect((await detail()).delivery_window).toEqual(paid.delivery_window);

    await call(t.app, 'POST', '/api/admin/order_ship', {
      token: operator.token,
      body: { id, carrier: 'DHL Express', tracking_no: '1234567890' },
    });
    const shipped = await detail();
    const shippedAt = new Date(shipped.shipped_at);
    expect(shipped.delivery_window).toEqual({ earliest: day(shippedAt, 5), latest: day(shippedAt, 9) });
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, id));
    expect(row).toMatchObject({ handlingDays: 2, transitMinDays: 5, transitMaxDays: 9 });
  });
});
