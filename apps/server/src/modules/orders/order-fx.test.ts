import { beforeAll, describe, expect, it } from 'vitest';
import { AccountApi, AdminFxApi, FxApi, OrderApi } from '@tradewind/contract';
import { call } from '../../test/api.js';
import { placeOrder } from '../../test/order-fixture.js';
import { useOrderDesk } from '../../test/order-desk.js';
import { seedFxRates } from '../../seed/fx-rates.js';

/** Each order keeps the exchange rate of its moment (decision 039): a later rate changes no order. */
const desk = useOrderDesk();
const { t } = desk;
beforeAll(async () => {
  await seedFxRates(t.database.db);
});

const KRW_OF_THE_DEMO = { currency: 'KRW', rate: '1389.52', set_at: '2026-11-26T13:10:00.000Z' };
const ordersOf = async (token: string) =>
  (await call(t.app, 'GET', OrderApi.list, { token, query: { status: 'all' } })).body.data.list as {
    id: number;
    fx: unknown;
  }[];

describe('the rate an order keeps', () => {
  it('copies the buyer’s won rate into every order of the checkout, and keeps it after the rate is edited', async () => {
    const buyer = await desk.shopper();
    await call(t.app, 'GET', FxApi.setCurrency, { token: buyer.token, query: { currency: 'KRW' } });
    const placed = await placeOrder(t.app, buyer.token, [
      { sku_id: desk.f.sku.keyboard.id, quantity: 1 },
      { sku_id: desk.f.sku.rugged.id, quantity: 1 },
    ]);
    expect(placed.orders).toHaveLength(2);
    for (const order of placed.orders) expect((await desk.detail(buyer.token, order.id)).fx).toEqual(KRW_OF_THE_DEMO);

    const edited = await call(t.app, 'POST', AdminFxApi.rateSave, {
      token: desk.operator.token,
      body: { currency: 'KRW', rate: '1455' },
    });
    expect(edited.status).toBe(200);
    for (const order of placed.orders) expect((await desk.detail(buyer.token, order.id)).fx).toEqual(KRW_OF_THE_DEMO);
    const paid = await desk.pay(
      buyer.token,
      placed.orders.map((order) => order.id),
    );
    expect(paid.status).toBe(200);
    expect((await ordersOf(buyer.token)).map((order) => order.fx)).toEqual([KRW_OF_THE_DEMO, KRW_OF_THE_DEMO]);

    // An order placed after the edit is at the new rate, from the moment it was set.
    const next = await placeOrder(t.app, buyer.token, [{ sku_id: desk.f.sku.keyboard.id, quantity: 1 }]);
    const fx = (await desk.detail(buyer.token, next.orders[0]!.id)).fx;
    expect(fx).toMatchObject({ currency: 'KRW', rate: '1455' });
    expect(Date.parse(fx.set_at)).toBeGreaterThan(Date.parse(KRW_OF_THE_DEMO.set_at));
  });

  it('follows the language when no currency was chosen: a buyer reading Turkish orders at the lira’s rate', async () => {
    const buyer = await desk.shopper();
    await call(t.app, 'GET', AccountApi.setLanguage, { token: buyer.token, query: { lang: 'tr' } });
    const placed = await placeOrder(t.app, buyer.token, [{ sku_id: desk.f.sku.keyboard.id, quantity: 1 }]);
    // 49.8874 lira a euro / 1.1597 dollars a euro.
    expect((await desk.detail(buyer.token, placed.orders[0]!.id)).fx).toEqual({
      currency: 'TRY',
      rate: '43.0175',
      set_at: '2026-11-26T13:10:00.000Z',
    });
  });

  it('follows the screen the buyer orders from: its language, and a currency chosen on this device first', async () => {
    const buyer = await desk.shopper();
    const order = async (headers: Record<string, string>) => {
      const res = await call(t.app, 'POST', '/api/order/create', {
        token: buyer.token,
        headers,
        body: { items: [{ sku_id: desk.f.sku.keyboard.id, quantity: 1 }] },
      });
      return (await desk.detail(buyer.token, res.body.data.orders[0].id)).fx;
    };
    // An account kept in English, a screen in Korean: the won the buyer sees.
    expect(await order({ 'accept-language': 'ko' })).toMatchObject({ currency: 'KRW' });
    expect(await order({ 'accept-language': 'ko', cookie: 'lang=ko; currency=EUR' })).toMatchObject({
      currency: 'EUR',
    });
  });

  it('a paid cancellation’s fund record carries its order’s rate, not today’s', async () => {
    const buyer = await desk.shopper();
    await call(t.app, 'GET', FxApi.setCurrency, { token: buyer.token, query: { currency: 'KRW' } });
    const placed = await placeOrder(t.app, buyer.token, [{ sku_id: desk.f.sku.keyboard.id, quantity: 1 }]);
    const order = placed.orders[0]!;
    const fx = (await desk.detail(buyer.token, order.id)).fx;
    expect((await desk.pay(buyer.token, [order.id])).status).toBe(200);
    await call(t.app, 'POST', AdminFxApi.rateSave, {
      token: desk.operator.token,
      body: { currency: 'KRW', rate: '1500' },
    });
    const cancelled = await call(t.app, 'POST', '/api/order/cancel', {
      token: buyer.token,
      body: { id: order.id, reason_code: 'found_cheaper' },
    });
    expect(cancelled.status).toBe(200);
    const bill = (await call(t.app, 'GET', '/api/user/bill', { token: buyer.token, query: { page: '1', limit: '10' } }))
      .body.data.list as { type: string; reference: string; fx?: unknown }[];
    expect(bill.find((row) => row.type === 'refund')).toMatchObject({ reference: `orders:${order.sn}`, fx });
    // Its payment named that one order too; the balance's top-up named none: it is estimated at today's rate.
    expect(bill.find((row) => row.type === 'payment')).toMatchObject({ fx });
    expect(bill.at(-1)).not.toHaveProperty('fx');
  });

  it('is none for a buyer reading dollars', async () => {
    const buyer = await desk.shopper();
    const placed = await placeOrder(t.app, buyer.token, [{ sku_id: desk.f.sku.keyboard.id, quantity: 1 }]);
    expect((await desk.detail(buyer.token, placed.orders[0]!.id)).fx).toBeNull();
    expect((await ordersOf(buyer.token))[0]!.fx).toBeNull();
  });
});
