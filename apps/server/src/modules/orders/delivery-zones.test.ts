import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { daysTo, shopDaysOfCard, type ProductCard, type ShippingPromise, type ZoneTransit } from '@tradewind/contract';
import { useTestApp } from '../../test/build.js';
import { call } from '../../test/api.js';
import { addAddress, customsIdFor, insertOrderFixture, placeOrder } from '../../test/order-fixture.js';
import { operatorOf, PAY_CODE, walletBuyer } from '../../test/wallet.js';
import { cartItems, orders, shopTransit, skus } from '../../db/schema/index.js';

/** Decision 042: a shop's transit per destination zone, promised to the buyer's address. */
const t = useTestApp();
let f: Awaited<ReturnType<typeof insertOrderFixture>>;
let operator: { token: string };

/** The Shenzhen Circuit Hub made a Taipei shop that ships home, to East Asia and to Europe, and nowhere else. */
const ZONES: ZoneTransit[] = [
  { zone: 'domestic', min_days: 1, max_days: 2 },
  { zone: 'east-asia', min_days: 3, max_days: 6 },
  { zone: 'europe', min_days: 8, max_days: 14 },
];
const DELIVERY = {
  ships_from: 'TW',
  ships_from_city: 'Taipei',
  handling_days: 2,
  transit_min_days: 7,
  transit_max_days: 12,
  return_days: 15,
};
const saveZones = (zones: unknown, lang?: string) =>
  call(t.app, 'POST', '/api/admin/shop_save', {
    token: operator.token,
    lang,
    body: { id: f.circuit.id, name: 'Shenzhen Circuit Hub', logo: '/l1.svg', banner: '/b1.svg', zones },
  });

beforeAll(async () => {
  f = await insertOrderFixture(t.database);
  operator = await operatorOf(t.app, t.database);
  const freight = await call(t.app, 'POST', '/api/admin/freight_save', {
    token: operator.token,
    body: { shop_id: f.circuit.id, base: '5.00', free_over: '1000.00', delivery: DELIVERY },
  });
  expect(freight.status).toBe(200);
  expect((await saveZones(ZONES)).status).toBe(200);
});

const day = (at: Date, plus: number) => new Date(at.getTime() + plus * 86_400_000).toISOString().slice(0, 10);
/** The windows `min`–`max` days from either side of a call, so a call across midnight still matches. */
const windowsAround = (before: Date, after: Date, min: number, max: number) =>
  [before, after].map((at) => ({ earliest: day(at, min), latest: day(at, max) }));

/** A buyer with money and a default address in `country` (none: the specification's address, without one). */
async function buyerIn(country?: string) {
  const buyer = await walletBuyer(t.app, t.database, 500_000);
  await addAddress(t.app, buyer.token, { is_default: true, ...(country ? { country, ...customsIdFor(country) } : {}) });
  return buyer;
}

const keyboard = [{ sku_id: 0, quantity: 1 }];
beforeAll(() => {
  keyboard[0]!.sku_id = f.sku.keyboard.id;
});

async function previewWindows(token: string, items = keyboard) {
  const before = new Date();
  const res = await call(t.app, 'POST', '/api/order/preview', { token, body: { items } });
  expect(res.status).toBe(200);
  const groups = res.body.data.groups as { shop: { id: number }; delivery_window: unknown }[];
  return {
    before,
    after: new Date(),
    window: (shopId: number) => groups.find((g) => g.shop.id === shopId)!.delivery_window,
  };
}

describe('delivery per destination zone', () => {
  it('the same product promises Korea and France different windows, on its page and at checkout', async () => {
    const detail = await call(t.app, 'GET', '/api/goods/detail', { query: { id: String(f.products[2]!.id) } });
    const shipping = detail.body.data.shipping as ShippingPromise;
    expect(shipping.zones).toEqual(ZONES);
    // What the product page computes with the one rule, for a Korean and a French address.
    expect(daysTo(shipping, 'KR')).toEqual({ handling_days: 2, transit_min_days: 3, transit_max_days: 6 });
    expect(daysTo(shipping, 'FR')).toEqual({ handling_days: 2, transit_min_days: 8, transit_max_days: 14 });
    expect(daysTo(shipping, 'TW')).toEqual({ handling_days: 2, transit_min_days: 1, transit_max_days: 2 });

    const seoul = await previewWindows((await buyerIn('KR')).token);
    expect(windowsAround(seoul.before, seoul.after, 5, 8)).toContainEqual(seoul.window(f.circuit.id));
    const paris = await previewWindows((await buyerIn('fr')).token);
    expect(windowsAround(paris.before, paris.after, 10, 16)).toContainEqual(paris.window(f.circuit.id));

    // The bag carries the same days, for its window to the default address.
    const buyer = await buyerIn('KR');
    await call(t.app, 'POST', '/api/cart/add', {
      token: buyer.token,
      body: { sku_id: f.sku.keyboard.id, quantity: 1 },
    });
    const bag = await call(t.app, 'GET', '/api/cart/list', { token: buyer.token });
    expect(bag.body.data.shops[0].delivery).toEqual({
      ships_from: 'TW',
      handling_days: 2,
      transit_min_days: 7,
      transit_max_days: 12,
      zones: ZONES,
    });
  });

  it('a product card carries the same days, so a list promises each buyer’s country what the product page does', async () => {
    const lists = [
      await call(t.app, 'GET', '/api/goods/list', { query: { shop_id: String(f.circuit.id) } }),
      await call(t.app, 'GET', '/api/goods/search', { query: { keyword: 'keyboard' } }),
    ];
    const detail = await call(t.app, 'GET', '/api/goods/detail', { query: { id: String(f.products[2]!.id) } });
    const page = detail.body.data.shipping as ShippingPromise;
    for (const res of lists) {
      expect(res.status).toBe(200);
      const card = (res.body.data.list as ProductCard[]).find((c) => c.shop_id === f.circuit.id)!;
      expect(card.shipping).toMatchObject({
        ships_from: 'TW',
        min_days: 9,
        max_days: 14,
        handling_days: 2,
        zones: ZONES,
      });
      for (const country of ['KR', 'FR', 'TW', 'BR', null]) {
        expect(daysTo(shopDaysOfCard(card.shipping), country)).toEqual(daysTo(page, country));
      }
    }
  });

  it('refuses a checkout to a country the shop does not ship to, naming both, with nothing written', async () => {
    const buyer = await buyerIn('BR');
    // The Harbour Mobile keeps no zones: it ships everywhere on its single transit; the Circuit Hub does not ship here.
    const both = [...keyboard, { sku_id: f.sku.rugged.id, quantity: 1 }];
    const preview = await previewWindows(buyer.token, both);
    expect(preview.window(f.circuit.id)).toBeNull();
    expect(preview.window(f.harbour.id)).not.toBeNull();

    for (const item of both) await call(t.app, 'POST', '/api/cart/add', { token: buyer.token, body: item });
    const stockBefore = await t.database.db.select().from(skus).orderBy(skus.id);
    const refused = await call(t.app, 'POST', '/api/order/create', {
      token: buyer.token,
      lang: 'fr',
      body: {},
      headers: { 'idempotency-key': `zones-${buyer.id}` },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBe('NOT_SHIPPED_TO');
    expect(refused.body.msg).toBe(
      'Shenzhen Circuit Hub ne livre pas vers ce pays : Brésil. Choisissez une autre adresse ou retirez les articles de cette boutique',
    );
    const english = await call(t.app, 'POST', '/api/order/create', { token: buyer.token, body: { items: keyboard } });
    expect(english.body.msg).toMatch(/^Shenzhen Circuit Hub does not ship to Brazil/);
    expect(await t.database.db.select().from(orders).where(eq(orders.userId, buyer.id))).toEqual([]);
    expect(await t.database.db.select().from(cartItems).where(eq(cartItems.userId, buyer.id))).toHaveLength(2);
    expect(await t.database.db.select().from(skus).orderBy(skus.id)).toEqual(stockBefore);

    // The other shop alone ships there, on its single transit.
    const placed = await placeOrder(t.app, buyer.token, [{ sku_id: f.sku.rugged.id, quantity: 1 }]);
    expect(placed.orders).toHaveLength(1);
  });

  it('an address without a country gets the shop’s single window, as before zones', async () => {
    const buyer = await buyerIn();
    const preview = await previewWindows(buyer.token);
    expect(windowsAround(preview.before, preview.after, 9, 14)).toContainEqual(preview.window(f.circuit.id));
    const placed = await placeOrder(t.app, buyer.token, keyboard);
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, placed.orders[0]!.id));
    expect(row).toMatchObject({ handlingDays: 2, transitMinDays: 7, transitMaxDays: 12 });
  });

  it('an order keeps the days it was promised after the operator changes the zone', async () => {
    const buyer = await buyerIn('JP');
    const placed = await placeOrder(t.app, buyer.token, keyboard);
    const id = placed.orders[0]!.id;
    await call(t.app, 'POST', '/api/order/pay', {
      token: buyer.token,
      body: { order_ids: [id], pay_password: PAY_CODE },
    });
    const detail = async () =>
      (await call(t.app, 'GET', '/api/order/detail', { token: buyer.token, query: { id: String(id) } })).body.data;
    const paid = await detail();
    const paidAt = new Date(paid.paid_at);
    expect(paid.delivery_window).toEqual({ earliest: day(paidAt, 5), latest: day(paidAt, 8) });

    const slower = ZONES.map((z) => (z.zone === 'east-asia' ? { ...z, min_days: 10, max_days: 20 } : z));
    expect((await saveZones(slower)).status).toBe(200);
    expect((await detail()).delivery_window).toEqual(paid.delivery_window);
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, id));
    expect(row).toMatchObject({ handlingDays: 2, transitMinDays: 3, transitMaxDays: 6 });
    // A new checkout is promised the new days.
    const next = await previewWindows(buyer.token);
    expect(windowsAround(next.before, next.after, 12, 22)).toContainEqual(next.window(f.circuit.id));
    await saveZones(ZONES);
  });

  it('the console lists each shop’s zones and refuses a bad table in the operator’s language, changing nothing', async () => {
    const list = await call(t.app, 'GET', '/api/admin/shops', {
      token: operator.token,
      query: { keyword: 'circuit', page: '1', limit: '10' },
    });
    expect(list.body.data.list[0]).toMatchObject({ ships_from: 'TW', zones: ZONES });
    const harbour = await call(t.app, 'GET', '/api/admin/shop', {
      token: operator.token,
      query: { id: String(f.harbour.id) },
    });
    expect(harbour.body.data.zones).toEqual([]);

    const backwards = await saveZones([{ zone: 'europe', min_days: 12, max_days: 4 }], 'fr');
    expect(backwards.status).toBe(400);
    expect(backwards.body.fields['zones.0.max_days']).toBe(
      'Le transit le plus long ne peut pas être plus court que le plus court',
    );
    const tooLong = await saveZones([{ zone: 'europe', min_days: 8, max_days: 91 }]);
    expect(tooLong.body.fields['zones.0.max_days']).toBe('Enter a whole number of days from 0 to 90');
    const none = await saveZones([]);
    expect(none.body.fields.zones).toBe('Choose at least one zone the shop ships to');
    const rows = await t.database.db.select().from(shopTransit).where(eq(shopTransit.shopId, f.circuit.id));
    expect(rows).toHaveLength(ZONES.length);
  });
});
