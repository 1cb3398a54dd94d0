import { beforeAll, describe, expect, it } from 'vitest';
import { FxApi, WalletApi } from '@tradewind/contract';
import { call } from '../../test/api.js';
import { placeOrder } from '../../test/order-fixture.js';
import { useOrderDesk } from '../../test/order-desk.js';
import { seedFxRates } from '../../seed/fx-rates.js';
import { notify } from './service.js';

/** A notification about an order carries that order's rate of its moment (decision 039), as its wallet record does. */
const desk = useOrderDesk();
const { t } = desk;
beforeAll(async () => {
  await seedFxRates(t.database.db);
});

const KRW_OF_THE_DEMO = { currency: 'KRW', rate: '1389.52', set_at: '2026-11-26T13:10:00.000Z' };
type Item = { kind: string; params: Record<string, unknown>; fx?: unknown };
const notesOf = async (token: string) =>
  (await call(t.app, 'GET', WalletApi.notifications, { token, query: { page: '1', limit: '20' } })).body.data
    .list as Item[];

describe('the rate of a notification about an order', () => {
  it("is the order's own: a paid cancellation's refund is estimated at the rate it was paid at", async () => {
    const buyer = await desk.shopper();
    await call(t.app, 'GET', FxApi.setCurrency, { token: buyer.token, query: { currency: 'KRW' } });
    const placed = await placeOrder(t.app, buyer.token, [{ sku_id: desk.f.sku.keyboard.id, quantity: 1 }]);
    const order = placed.orders[0]!;
    expect((await desk.pay(buyer.token, [order.id])).status).toBe(200);
    // Today's rate moves on; the order's stays.
    await call(t.app, 'POST', '/api/admin/fx_rate_save', {
      token: desk.operator.token,
      body: { currency: 'KRW', rate: '1500' },
    });
    const cancelled = await call(t.app, 'POST', '/api/order/cancel', {
      token: buyer.token,
      body: { id: order.id, reason_code: 'changed_mind' },
    });
    expect(cancelled.status).toBe(200);
    await notify(t.database.db, buyer.id, 'recharge_passed', { amount_cents: 1_000, id: 1 });

    const [recharge, refund] = await notesOf(buyer.token);
    expect(refund).toMatchObject({ kind: 'order_cancelled', params: { order_id: order.id }, fx: KRW_OF_THE_DEMO });
    expect(recharge!.kind).toBe('recharge_passed');
    expect(recharge).not.toHaveProperty('fx');
  });

  it("reads only the reader's own orders, and leaves an order placed in dollars to today's rate", async () => {
    const owner = await desk.shopper();
    await call(t.app, 'GET', FxApi.setCurrency, { token: owner.token, query: { currency: 'KRW' } });
    const theirs = (await placeOrder(t.app, owner.token, [{ sku_id: desk.f.sku.keyboard.id, quantity: 1 }])).orders[0]!;
    const reader = await desk.shopper();
    const inDollars = (await placeOrder(t.app, reader.token, [{ sku_id: desk.f.sku.keyboard.id, quantity: 1 }]))
      .orders[0]!;
    await notify(t.database.db, reader.id, 'order_auto_cancelled', { order_id: theirs.id, sn: 'X' });
    await notify(t.database.db, reader.id, 'order_auto_cancelled', { order_id: inDollars.id, sn: 'Y' });
    for (const note of await notesOf(reader.token)) expect(note).not.toHaveProperty('fx');
  });
});
