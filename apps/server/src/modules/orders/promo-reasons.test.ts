import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { call } from '../../test/api.js';
import { promoCodes } from '../../db/schema/index.js';
import { useOrderDesk } from '../../test/order-desk.js';

/** A refused promo code says why, in the buyer's language, and the checkout goes on without it. */
const desk = useOrderDesk();
const { t } = desk;
const DAY = 24 * 60 * 60 * 1000;
beforeAll(async () => {
  await t.database.db.insert(promoCodes).values([
    { code: 'FROM20', kind: 'amount', value: 300, minOrderCents: 20_000, usesLeft: 50 },
    { code: 'GONE', kind: 'amount', value: 300, usesLeft: 50, expiresAt: new Date(Date.now() - DAY) },
    { code: 'NOMORE', kind: 'amount', value: 300, usesLeft: 0 },
    { code: 'OFF', kind: 'amount', value: 300, usesLeft: 50, enabled: false },
    { code: 'HARBOUR', kind: 'percent', value: 1_000, usesLeft: 50, shopId: desk.f.harbour.id },
    { code: 'LASTONE', kind: 'amount', value: 100, usesLeft: 1 },
  ]);
});

const keyboard = () => [{ sku_id: desk.f.sku.keyboard.id, quantity: 1 }];
const preview = (token: string, body: Record<string, unknown>, lang?: string) =>
  call(t.app, 'POST', '/api/order/preview', { token, body, lang });

describe('a refused promo code says why', () => {
  it('unknown, switched off, expired, used up, below its minimum, another shop’s: each its own key and words', async () => {
    const buyer = await desk.shopper();
    const items = keyboard();
    const cases: [string, string, string][] = [
      ['WHOKNOWS', 'PROMO_UNKNOWN', 'There is no such promo code: check its spelling'],
      ['OFF', 'PROMO_INVALID', 'This promo code is no longer valid'],
      ['GONE', 'PROMO_EXPIRED', 'This promo code has expired'],
      ['NOMORE', 'PROMO_USED_UP', 'This promo code has been used up'],
      ['from20', 'PROMO_MIN_ORDER', 'This promo code is for orders from $200.00'],
      ['HARBOUR', 'PROMO_OTHER_SHOP', 'This promo code is for products of Harbour Mobile only'],
    ];
    for (const [code, error, msg] of cases) {
      const res = await preview(buyer.token, { items, promo_code: code });
      expect(res.body, code).toMatchObject({ code: 0, error, msg });
    }
    const stock = await desk.stockOf(desk.f.sku.keyboard.id);
    const order = await call(t.app, 'POST', '/api/order/create', {
      token: buyer.token,
      body: { items, promo_code: 'FROM20' },
    });
    expect(order.body.error).toBe('PROMO_MIN_ORDER');
    expect(await desk.stockOf(desk.f.sku.keyboard.id)).toBe(stock);
  });

  it('in the buyer’s language, the minimum written as their language writes money', async () => {
    const buyer = await desk.shopper();
    const body = { items: keyboard(), promo_code: 'FROM20' };
    expect((await preview(buyer.token, body, 'fr')).body.msg).toBe(
      `Ce code promo vaut pour les commandes à partir de ${new Intl.NumberFormat('fr', { style: 'currency', currency: 'USD' }).format(200)}`,
    );
    expect((await preview(buyer.token, body, 'tr')).body.msg).toBe(
      `Bu promosyon kodu ${new Intl.NumberFormat('tr', { style: 'currency', currency: 'USD' }).format(200)} ve üzeri siparişler içindir`,
    );
  });

  it('a shop’s own code takes off that shop’s goods only, in a checkout of two shops', async () => {
    const buyer = await desk.shopper();
    const items = [...keyboard(), { sku_id: desk.f.sku.rugged.id, quantity: 1 }];
    const res = await preview(buyer.token, { items, promo_code: 'harbour' });
    const [circuit, harbour] = [desk.f.circuit.id, desk.f.harbour.id].map((id) =>
      res.body.data.groups.find((g: { shop: { id: number } }) => g.shop.id === id),
    );
    // 10 % of the rugged phone's 259.00, nothing off the keyboard.
    expect(harbour).toMatchObject({ goods_cents: 25_900, discount_cents: 2_590 });
    expect(circuit).toMatchObject({ discount_cents: 0 });
    expect(res.body.data.promo).toEqual({ code: 'HARBOUR', discount_cents: 2_590 });
  });

  it('its last use taken by another checkout a moment before: used up, not "not valid"', async () => {
    const [first, second] = [await desk.shopper(), await desk.shopper()];
    const tries = await Promise.all(
      [first, second].map((buyer) =>
        call(t.app, 'POST', '/api/order/create', {
          token: buyer.token,
          body: { items: keyboard(), promo_code: 'LASTONE' },
        }),
      ),
    );
    expect(tries.map((r) => r.body.error ?? 'placed').sort()).toEqual(['PROMO_USED_UP', 'placed']);
    const [row] = await t.database.db.select().from(promoCodes).where(eq(promoCodes.code, 'LASTONE'));
    expect(row!.usesLeft).toBe(0);
  });
});
