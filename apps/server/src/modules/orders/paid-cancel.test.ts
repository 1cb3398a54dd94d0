import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { OrderStatus } from '@tradewind/contract';
import { call } from '../../test/api.js';
import { placeOrder } from '../../test/order-fixture.js';
import { balanceOf, expectLedgerHolds } from '../../test/wallet.js';
import { promoCodes } from '../../db/schema/index.js';
import { useOrderDesk } from '../../test/order-desk.js';

/** docs/product.md §4: a paid order not yet shipped is cancelled by its buyer and refunded at once. */
const desk = useOrderDesk();
const { t } = desk;
beforeAll(async () => {
  await t.database.db.insert(promoCodes).values({ code: 'BACKTOO', kind: 'amount', value: 500, usesLeft: 1_000 });
});

const cancel = (token: string, body: Record<string, unknown>, key?: string) =>
  call(t.app, 'POST', '/api/order/cancel', { token, body, headers: key ? { 'idempotency-key': key } : undefined });
const usesLeft = async () =>
  (await t.database.db.select().from(promoCodes).where(eq(promoCodes.code, 'BACKTOO')))[0]!.usesLeft;

/** A shopper's order of two keyboards, paid with the BACKTOO promo. */
async function paidOrder() {
  const buyer = await desk.shopper();
  const { orders } = await placeOrder(t.app, buyer.token, [{ sku_id: desk.f.sku.keyboard.id, quantity: 2 }], {
    promo_code: 'BACKTOO',
  });
  const order = orders[0]!;
  expect((await desk.pay(buyer.token, [order.id])).status).toBe(200);
  return { buyer, order };
}

describe('cancelling a paid order before it ships', () => {
  it('refunds what was paid through the ledger, returns the stock and the promo code, keeps the reason, tells the buyer', async () => {
    const [stockBefore, usesBefore] = [await desk.stockOf(desk.f.sku.keyboard.id), await usesLeft()];
    const { buyer, order } = await paidOrder();
    const paidBalance = await balanceOf(t.database, buyer.id);
    expect(await desk.stockOf(desk.f.sku.keyboard.id)).toBe(stockBefore - 2);
    expect(await usesLeft()).toBe(usesBefore - 1);

    const res = await cancel(buyer.token, { id: order.id, reason_code: 'found_cheaper' });
    expect(res.body).toMatchObject({
      msg: 'Order cancelled; what you paid is back in your balance',
      data: { status: OrderStatus.Cancelled, cancelled_by: 'buyer', cancel_reason_code: 'found_cheaper' },
    });
    expect(res.body.data.paid_at).not.toBeNull();
    expect(await balanceOf(t.database, buyer.id)).toBe(paidBalance + order.total_cents);
    const bill = await call(t.app, 'GET', '/api/user/bill', { token: buyer.token });
    expect(bill.body.data.list[0]).toMatchObject({
      type: 'refund',
      amount_cents: order.total_cents,
      reference: `orders:${order.sn}`,
    });
    expect(await desk.stockOf(desk.f.sku.keyboard.id)).toBe(stockBefore);
    expect(await usesLeft()).toBe(usesBefore);
    const notes = await call(t.app, 'GET', '/api/user/notifications', { token: buyer.token });
    expect(notes.body.data.list[0]).toMatchObject({
      kind: 'order_cancelled',
      params: { order_id: order.id, sn: order.sn, amount_cents: order.total_cents, reason_code: 'found_cheaper' },
    });
    await expectLedgerHolds(t.database);
  });

  it('asks for a reason from the list, and changes nothing without one', async () => {
    const { buyer, order } = await paidOrder();
    const balance = await balanceOf(t.database, buyer.id);
    const none = await cancel(buyer.token, { id: order.id });
    expect(none.body).toMatchObject({ error: 'VALIDATION', fields: { reason_code: 'Please choose a reason' } });
    const inFrench = await call(t.app, 'POST', '/api/order/cancel', {
      token: buyer.token,
      lang: 'fr',
      body: { id: order.id },
    });
    expect(inFrench.body.fields).toEqual({ reason_code: 'Veuillez choisir un motif' });
    const made = await cancel(buyer.token, { id: order.id, reason_code: 'I just do not want it' });
    expect(made.status).toBe(400);
    expect((await desk.detail(buyer.token, order.id)).status).toBe(OrderStatus.WaitingDelivery);
    expect(await balanceOf(t.database, buyer.id)).toBe(balance);
  });

  it('once shipped it cannot be cancelled; nor may the operator close a paid order; another buyer gets a 404', async () => {
    const { buyer, order } = await paidOrder();
    const other = await desk.shopper();
    const theirs = await cancel(other.token, { id: order.id, reason_code: 'other' });
    expect(theirs.status).toBe(404);
    const close = await call(t.app, 'POST', '/api/admin/order_close', {
      token: desk.operator.token,
      body: { id: order.id, reason: 'Out of stock' },
    });
    expect(close.body.error).toBe('ORDER_STATE');
    await call(t.app, 'POST', '/api/admin/order_ship', {
      token: desk.operator.token,
      body: { id: order.id, carrier: 'DHL', tracking_no: 'JD0147' },
    });
    const late = await cancel(buyer.token, { id: order.id, reason_code: 'changed_mind' });
    expect(late.body.error).toBe('ORDER_STATE');
    expect((await desk.detail(buyer.token, order.id)).status).toBe(OrderStatus.Delivered);
    await expectLedgerHolds(t.database);
  });

  it('a double tap cancels once and refunds once, with or without an idempotency key', async () => {
    const { buyer, order } = await paidOrder();
    const paidBalance = await balanceOf(t.database, buyer.id);
    const body = { id: order.id, reason_code: 'ordered_by_mistake' };
    const taps = await Promise.all([1, 2, 3, 4].map(() => cancel(buyer.token, body)));
    expect(taps.map((r) => r.status).sort()).toEqual([200, 409, 409, 409]);
    expect(await balanceOf(t.database, buyer.id)).toBe(paidBalance + order.total_cents);

    const again = await paidOrder();
    const before = await balanceOf(t.database, again.buyer.id);
    const keyed = { id: again.order.id, reason_code: 'changed_mind' };
    const copies = await Promise.all([1, 2, 3].map(() => cancel(again.buyer.token, keyed, `cancel-${again.order.id}`)));
    expect(copies.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(await balanceOf(t.database, again.buyer.id)).toBe(before + again.order.total_cents);
    const bill = await call(t.app, 'GET', '/api/user/bill', { token: again.buyer.token });
    expect(bill.body.data.list.filter((row: { type: string }) => row.type === 'refund')).toHaveLength(1);
    await expectLedgerHolds(t.database);
  });
});
