import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { OrderStatus } from '@tradewind/contract';
import { call } from '../../test/api.js';
import { placeOrder } from '../../test/order-fixture.js';
import { balanceOf } from '../../test/wallet.js';
import { products, promoCodes } from '../../db/schema/index.js';
import { runDueTransitions } from './lifecycle.js';
import { useOrderDesk } from '../../test/order-desk.js';

/** An order after payment: cancel, ship, logistics, receipt, its lists, and the timed transitions. */
const desk = useOrderDesk();
const { t } = desk;

describe('the order lifecycle', () => {
  it('cancel an unpaid order: the stock and the promo use come back; a paid one needs a reason picked', async () => {
    const buyer = await desk.shopper();
    const before = await desk.stockOf(desk.f.sku.rugged.id);
    const [promoBefore] = await t.database.db.select().from(promoCodes).where(eq(promoCodes.code, 'ONCE'));
    const { orders } = await placeOrder(t.app, buyer.token, [{ sku_id: desk.f.sku.rugged.id, quantity: 2 }], {
      promo_code: 'ONCE',
    });
    expect(await desk.stockOf(desk.f.sku.rugged.id)).toBe(before - 2);
    const cancelled = await call(t.app, 'POST', '/api/order/cancel', {
      token: buyer.token,
      body: { id: orders[0]!.id, reason: 'Changed my mind' },
    });
    expect(cancelled.body.data).toMatchObject({
      status: OrderStatus.Cancelled,
      cancelled_by: 'buyer',
      cancel_reason: 'Changed my mind',
    });
    expect(await desk.stockOf(desk.f.sku.rugged.id)).toBe(before);
    const [promoAfter] = await t.database.db.select().from(promoCodes).where(eq(promoCodes.code, 'ONCE'));
    expect(promoAfter!.usesLeft).toBe(promoBefore!.usesLeft);
    const twice = await call(t.app, 'POST', '/api/order/cancel', { token: buyer.token, body: { id: orders[0]!.id } });
    expect(twice.status).toBe(409);

    const paid = await placeOrder(t.app, buyer.token, [{ sku_id: desk.f.sku.keyboard.id, quantity: 1 }]);
    await desk.pay(buyer.token, [paid.orders[0]!.id]);
    const noReason = await call(t.app, 'POST', '/api/order/cancel', {
      token: buyer.token,
      body: { id: paid.orders[0]!.id },
    });
    expect(noReason.body).toMatchObject({ error: 'VALIDATION', fields: { reason_code: 'Please choose a reason' } });
  });

  it('ship (operator) → logistics → confirm received; other transitions are 409', async () => {
    const buyer = await desk.shopper();
    const { orders } = await placeOrder(t.app, buyer.token, [{ sku_id: desk.f.sku.keyboard.id, quantity: 1 }]);
    const id = orders[0]!.id;
    const early = await call(t.app, 'POST', '/api/admin/order_ship', {
      token: desk.operator.token,
      body: { id, carrier: 'DHL', tracking_no: 'JD0146' },
    });
    expect(early.status).toBe(409);
    expect((await call(t.app, 'POST', '/api/order/confirm', { token: buyer.token, body: { id } })).status).toBe(409);
    await desk.pay(buyer.token, [id]);
    const shipped = await call(t.app, 'POST', '/api/admin/order_ship', {
      token: desk.operator.token,
      body: { id, carrier: 'DHL', tracking_no: 'JD0146' },
    });
    expect(shipped.body.data).toMatchObject({ status: OrderStatus.Delivered, carrier: 'DHL', tracking_no: 'JD0146' });
    await call(t.app, 'POST', '/api/admin/order_logistics', {
      token: desk.operator.token,
      body: { id, text: 'Arrived at the Paris sorting centre', location: 'Paris' },
    });
    const shown = await desk.detail(buyer.token, id);
    expect(shown.logistics[0]).toMatchObject({ text: 'Arrived at the Paris sorting centre', location: 'Paris' });
    const notes = await call(t.app, 'GET', '/api/user/notifications', { token: buyer.token });
    expect(notes.body.data.list[0]).toMatchObject({ kind: 'order_shipped', params: { order_id: id, carrier: 'DHL' } });

    const confirmed = await call(t.app, 'POST', '/api/order/confirm', { token: buyer.token, body: { id } });
    expect(confirmed.body).toMatchObject({ msg: 'Receipt confirmed', data: { status: OrderStatus.Received } });
    const close = await call(t.app, 'POST', '/api/admin/order_close', {
      token: desk.operator.token,
      body: { id, reason: 'x' },
    });
    expect(close.status).toBe(409);
  });

  it('lists by state in the filter values of docs/product.md §4 and counts them', async () => {
    const buyer = await desk.shopper();
    const a = await placeOrder(t.app, buyer.token, [{ sku_id: desk.f.sku.keyboard.id, quantity: 1 }]);
    const b = await placeOrder(t.app, buyer.token, [{ sku_id: desk.f.sku.keyboard.id, quantity: 1 }]);
    await desk.pay(buyer.token, [b.orders[0]!.id]);
    const list = async (status: string) =>
      (
        await call(t.app, 'GET', '/api/user/order_list', {
          token: buyer.token,
          query: { status, page: '1', limit: '10' },
        })
      ).body.data.list.map((o: { id: number }) => o.id);
    expect(await list('all')).toEqual([b.orders[0]!.id, a.orders[0]!.id]);
    expect(await list('0')).toEqual([a.orders[0]!.id]);
    expect(await list('1')).toEqual([b.orders[0]!.id]);
    expect(await list('-4')).toEqual([]);
    expect(
      (await call(t.app, 'GET', '/api/user/order_list', { token: buyer.token, query: { status: '7' } })).status,
    ).toBe(400);
    const counts = await call(t.app, 'GET', '/api/order/counts', { token: buyer.token });
    expect(counts.body.data.counts).toEqual({ '0': 1, '1': 1 });
  });

  it("another buyer's order answers 404 to every call and changes nothing", async () => {
    const owner = await desk.shopper();
    const other = await desk.shopper();
    const { orders } = await placeOrder(t.app, owner.token, [{ sku_id: desk.f.sku.keyboard.id, quantity: 1 }]);
    const id = orders[0]!.id;
    expect(
      (await call(t.app, 'GET', '/api/order/detail', { token: other.token, query: { id: String(id) } })).status,
    ).toBe(404);
    expect((await call(t.app, 'POST', '/api/order/cancel', { token: other.token, body: { id } })).status).toBe(404);
    expect((await call(t.app, 'POST', '/api/order/confirm', { token: other.token, body: { id } })).status).toBe(404);
    expect((await desk.pay(other.token, [id])).status).toBe(404);
    expect((await desk.detail(owner.token, id)).status).toBe(OrderStatus.WaitingPayment);
    expect(await balanceOf(t.database, other.id)).toBe(500_000);
  });
});

describe('timed transitions', () => {
  it('cancels what is unpaid after 30 minutes (stock back, buyer told), then receives and completes on time', async () => {
    const buyer = await desk.shopper();
    const before = await desk.stockOf(desk.f.sku.laptop.id);
    const unpaid = await placeOrder(t.app, buyer.token, [{ sku_id: desk.f.sku.laptop.id, quantity: 1 }]);
    const shipped = await placeOrder(t.app, buyer.token, [{ sku_id: desk.f.sku.keyboard.id, quantity: 1 }]);
    await desk.pay(buyer.token, [shipped.orders[0]!.id]);
    await call(t.app, 'POST', '/api/admin/order_ship', {
      token: desk.operator.token,
      body: { id: shipped.orders[0]!.id, carrier: 'UPS', tracking_no: '1Z999' },
    });
    const times = { completeDays: 7 };
    const minute = 60_000;
    const day = 24 * 60 * minute;

    expect((await runDueTransitions(t.database.db, times, new Date(Date.now() + 29 * minute))).cancelled).toBe(0);
    await runDueTransitions(t.database.db, times, new Date(Date.now() + 31 * minute));
    expect(await desk.detail(buyer.token, unpaid.orders[0]!.id)).toMatchObject({
      status: OrderStatus.Cancelled,
      cancelled_by: 'timeout',
      cancel_reason: null,
    });
    expect(await desk.stockOf(desk.f.sku.laptop.id)).toBe(before);
    const notes = await call(t.app, 'GET', '/api/user/notifications', { token: buyer.token });
    expect(notes.body.data.list.map((n: { kind: string }) => n.kind)).toContain('order_auto_cancelled');

    // Received when buyer protection ends (the shop's 15 days, decision 045), completed 7 days later.
    await runDueTransitions(t.database.db, times, new Date(Date.now() + 14 * day));
    expect((await desk.detail(buyer.token, shipped.orders[0]!.id)).status).toBe(OrderStatus.Delivered);
    await runDueTransitions(t.database.db, times, new Date(Date.now() + 16 * day));
    expect((await desk.detail(buyer.token, shipped.orders[0]!.id)).status).toBe(OrderStatus.Received);
    await runDueTransitions(t.database.db, times, new Date(Date.now() + 24 * day));
    expect((await desk.detail(buyer.token, shipped.orders[0]!.id)).status).toBe(OrderStatus.Completed);
    const [product] = await t.database.db.select().from(products).where(eq(products.id, desk.f.sku.laptop.productId));
    expect(product!.stock).toBeGreaterThan(0);
  });
});
