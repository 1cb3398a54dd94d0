import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { OrderStatus } from '@tradewind/contract';
import { useTestApp } from '../../test/build.js';
import { call, registerBuyer } from '../../test/api.js';
import { addAddress, insertOrderFixture, placeOrder } from '../../test/order-fixture.js';
import { balanceOf, expectLedgerHolds, operatorOf, PAY_CODE, walletBuyer } from '../../test/wallet.js';
import { products, promoCodes, skus } from '../../db/schema/index.js';
import { runDueTransitions } from './lifecycle.js';

const t = useTestApp();
let f: Awaited<ReturnType<typeof insertOrderFixture>>;
let operator: { token: string };
beforeAll(async () => {
  f = await insertOrderFixture(t.database);
  operator = await operatorOf(t.app, t.database);
});

const stockOf = async (skuId: number) =>
  (await t.database.db.select({ s: skus.stock }).from(skus).where(eq(skus.id, skuId)))[0]!.s;
const detail = async (token: string, id: number) =>
  (await call(t.app, 'GET', '/api/order/detail', { token, query: { id: String(id) } })).body.data;
const pay = (token: string, ids: number[], code = PAY_CODE) =>
  call(t.app, 'POST', '/api/order/pay', { token, body: { order_ids: ids, pay_password: code } });
/** A buyer with money, a payment code and a default address. */
async function shopper(balanceCents = 500_000) {
  const buyer = await walletBuyer(t.app, t.database, balanceCents);
  const address = await addAddress(t.app, buyer.token);
  return { ...buyer, addressId: address.id };
}

describe('checkout', () => {
  it('previews the bag by shop with freight, the promo split exactly, and the default address', async () => {
    const buyer = await shopper();
    for (const [sku, quantity] of [
      [f.sku.keyboard.id, 3],
      [f.sku.rugged.id, 1],
    ]) {
      await call(t.app, 'POST', '/api/cart/add', { token: buyer.token, body: { sku_id: sku, quantity } });
    }
    const res = await call(t.app, 'POST', '/api/order/preview', { token: buyer.token, body: { promo_code: 'ten' } });
    expect(res.status).toBe(200);
    const p = res.body.data;
    expect(p.address).toMatchObject({ id: buyer.addressId, is_default: true });
    expect(p.groups.map((g: { shop: { name: string } }) => g.shop.name)).toEqual([
      'Shenzhen Circuit Hub',
      'Harbour Mobile',
    ]);
    expect(p.groups[0]).toMatchObject({ goods_cents: 17_700, freight_cents: 500 });
    expect(p.groups[1]).toMatchObject({ goods_cents: 25_900, freight_cents: 0 });
    expect(p.promo).toEqual({ code: 'TEN', discount_cents: 4_360 });
    expect(p.groups[0].discount_cents + p.groups[1].discount_cents).toBe(4_360);
    expect(p.total_cents).toBe(17_700 + 500 + 25_900 - 4_360);
  });

  it('needs something selected, a shipping address, and a valid promo code', async () => {
    const buyer = await registerBuyer(t.app);
    const empty = await call(t.app, 'POST', '/api/order/preview', { token: buyer.token, body: {} });
    expect(empty.body).toMatchObject({ error: 'NOTHING_SELECTED', msg: 'Please select at least one item' });
    const items = [{ sku_id: f.sku.keyboard.id, quantity: 1 }];
    const noAddress = await call(t.app, 'POST', '/api/order/create', { token: buyer.token, body: { items } });
    expect(noAddress.body).toMatchObject({
      error: 'ADDRESS_REQUIRED',
      msg: 'A shipping address must be chosen before ordering',
    });
    await addAddress(t.app, buyer.token);
    const badPromo = await call(t.app, 'POST', '/api/order/preview', {
      token: buyer.token,
      body: { items, promo_code: 'NOPE' },
    });
    expect(badPromo.body.error).toBe('PROMO_INVALID');
    expect(await stockOf(f.sku.keyboard.id)).toBe(40);
  });

  it('makes one order per shop in state 0, takes the stock, copies prices and empties the bag', async () => {
    const buyer = await shopper();
    const keyboardStock = await stockOf(f.sku.keyboard.id);
    await call(t.app, 'POST', '/api/cart/add', {
      token: buyer.token,
      body: { sku_id: f.sku.keyboard.id, quantity: 2 },
    });
    await call(t.app, 'POST', '/api/cart/add', { token: buyer.token, body: { sku_id: f.sku.rugged.id, quantity: 1 } });
    const created = await call(t.app, 'POST', '/api/order/create', {
      token: buyer.token,
      body: { address_id: buyer.addressId },
      headers: { 'idempotency-key': 'checkout-1' },
    });
    expect(created.body.msg).toBe('Order placed');
    expect(created.body.data.orders).toHaveLength(2);
    expect(await stockOf(f.sku.keyboard.id)).toBe(keyboardStock - 2);
    expect((await call(t.app, 'GET', '/api/cart/count', { token: buyer.token })).body.data.count).toBe(0);

    await t.database.db.update(skus).set({ priceCents: 1 }).where(eq(skus.id, f.sku.keyboard.id));
    const order = await detail(buyer.token, created.body.data.orders[0].id);
    expect(order).toMatchObject({
      status: OrderStatus.WaitingPayment,
      goods_cents: 11_800,
      freight_cents: 500,
      address: { addressee: 'Camille Durand', tag: 'Home' },
    });
    expect(order.lines[0]).toMatchObject({ title: 'Pocket Mechanical Keyboard', price_cents: 5_900, quantity: 2 });
    expect(order.pay_deadline).toBeTruthy();
    await t.database.db.update(skus).set({ priceCents: 5_900 }).where(eq(skus.id, f.sku.keyboard.id));

    const replay = await call(t.app, 'POST', '/api/order/create', {
      token: buyer.token,
      body: { address_id: buyer.addressId },
      headers: { 'idempotency-key': 'checkout-1' },
    });
    expect(replay.body.data).toEqual(created.body.data);
    expect(await stockOf(f.sku.keyboard.id)).toBe(keyboardStock - 2);
  });
});

describe('payment', () => {
  it('debits the balance with a ledger row and moves the orders to waiting for delivery, once', async () => {
    const buyer = await shopper(100_000);
    const { orders, total_cents: total } = await placeOrder(t.app, buyer.token, [
      { sku_id: f.sku.keyboard.id, quantity: 1 },
    ]);
    const wrong = await pay(buyer.token, [orders[0]!.id], '999999');
    expect(wrong.body.error).toBe('PAY_CODE_WRONG');
    const paid = await pay(buyer.token, [orders[0]!.id]);
    expect(paid.body).toMatchObject({
      msg: 'Payment successful',
      data: { paid: [orders[0]!.id], balance_cents: 100_000 - total },
    });
    expect((await detail(buyer.token, orders[0]!.id)).status).toBe(OrderStatus.WaitingDelivery);
    const again = await pay(buyer.token, [orders[0]!.id]);
    expect(again.status).toBe(409);
    expect(again.body.error).toBe('ORDER_STATE');
    expect(await balanceOf(t.database, buyer.id)).toBe(100_000 - total);
    const bill = await call(t.app, 'GET', '/api/user/bill', { token: buyer.token });
    expect(bill.body.data.list[0]).toMatchObject({ type: 'payment', amount_cents: -total });
    await expectLedgerHolds(t.database);
  });

  it('refuses when the balance is short, and without a payment code set', async () => {
    const poor = await shopper(100);
    const { orders } = await placeOrder(t.app, poor.token, [{ sku_id: f.sku.keyboard.id, quantity: 1 }]);
    const short = await pay(poor.token, [orders[0]!.id]);
    expect(short.body).toMatchObject({ error: 'INSUFFICIENT_BALANCE', msg: 'Insufficient balance' });
    const noCode = await registerBuyer(t.app);
    await addAddress(t.app, noCode.token);
    const placed = await placeOrder(t.app, noCode.token, [{ sku_id: f.sku.keyboard.id, quantity: 1 }]);
    await t.database.db.transaction(async (tx) => {
      const { moveBalance } = await import('../wallet/ledger.js');
      await moveBalance(tx, noCode.id, 100_000, { type: 'adjust' });
    });
    const notSet = await pay(noCode.token, [placed.orders[0]!.id]);
    expect(notSet.body.error).toBe('PAY_CODE_NOT_SET');
  });
});

describe('the order lifecycle', () => {
  it('cancel an unpaid order: the stock and the promo use come back; a paid order cannot be cancelled', async () => {
    const buyer = await shopper();
    const before = await stockOf(f.sku.rugged.id);
    const [promoBefore] = await t.database.db.select().from(promoCodes).where(eq(promoCodes.code, 'ONCE'));
    const { orders } = await placeOrder(t.app, buyer.token, [{ sku_id: f.sku.rugged.id, quantity: 2 }], {
      promo_code: 'ONCE',
    });
    expect(await stockOf(f.sku.rugged.id)).toBe(before - 2);
    const cancelled = await call(t.app, 'POST', '/api/order/cancel', {
      token: buyer.token,
      body: { id: orders[0]!.id, reason: 'Changed my mind' },
    });
    expect(cancelled.body.data).toMatchObject({
      status: OrderStatus.Cancelled,
      cancelled_by: 'buyer',
      cancel_reason: 'Changed my mind',
    });
    expect(await stockOf(f.sku.rugged.id)).toBe(before);
    const [promoAfter] = await t.database.db.select().from(promoCodes).where(eq(promoCodes.code, 'ONCE'));
    expect(promoAfter!.usesLeft).toBe(promoBefore!.usesLeft);
    const twice = await call(t.app, 'POST', '/api/order/cancel', { token: buyer.token, body: { id: orders[0]!.id } });
    expect(twice.status).toBe(409);

    const paid = await placeOrder(t.app, buyer.token, [{ sku_id: f.sku.keyboard.id, quantity: 1 }]);
    await pay(buyer.token, [paid.orders[0]!.id]);
    const late = await call(t.app, 'POST', '/api/order/cancel', {
      token: buyer.token,
      body: { id: paid.orders[0]!.id },
    });
    expect(late.body.error).toBe('ORDER_STATE');
  });

  it('ship (operator) → logistics → confirm received; other transitions are 409', async () => {
    const buyer = await shopper();
    const { orders } = await placeOrder(t.app, buyer.token, [{ sku_id: f.sku.keyboard.id, quantity: 1 }]);
    const id = orders[0]!.id;
    const early = await call(t.app, 'POST', '/api/admin/order_ship', {
      token: operator.token,
      body: { id, carrier: 'DHL', tracking_no: 'JD0146' },
    });
    expect(early.status).toBe(409);
    expect((await call(t.app, 'POST', '/api/order/confirm', { token: buyer.token, body: { id } })).status).toBe(409);
    await pay(buyer.token, [id]);
    const shipped = await call(t.app, 'POST', '/api/admin/order_ship', {
      token: operator.token,
      body: { id, carrier: 'DHL', tracking_no: 'JD0146' },
    });
    expect(shipped.body.data).toMatchObject({ status: OrderStatus.Delivered, carrier: 'DHL', tracking_no: 'JD0146' });
    await call(t.app, 'POST', '/api/admin/order_logistics', {
      token: operator.token,
      body: { id, text: 'Arrived at the Paris sorting centre', location: 'Paris' },
    });
    const shown = await detail(buyer.token, id);
    expect(shown.logistics[0]).toMatchObject({ text: 'Arrived at the Paris sorting centre', location: 'Paris' });
    const notes = await call(t.app, 'GET', '/api/user/notifications', { token: buyer.token });
    expect(notes.body.data.list[0]).toMatchObject({ kind: 'order_shipped', params: { order_id: id, carrier: 'DHL' } });

    const confirmed = await call(t.app, 'POST', '/api/order/confirm', { token: buyer.token, body: { id } });
    expect(confirmed.body).toMatchObject({ msg: 'Receipt confirmed', data: { status: OrderStatus.Received } });
    const close = await call(t.app, 'POST', '/api/admin/order_close', {
      token: operator.token,
      body: { id, reason: 'x' },
    });
    expect(close.status).toBe(409);
  });

  it('lists by state in the SPEC filter values and counts them', async () => {
    const buyer = await shopper();
    const a = await placeOrder(t.app, buyer.token, [{ sku_id: f.sku.keyboard.id, quantity: 1 }]);
    const b = await placeOrder(t.app, buyer.token, [{ sku_id: f.sku.keyboard.id, quantity: 1 }]);
    await pay(buyer.token, [b.orders[0]!.id]);
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
    const owner = await shopper();
    const other = await shopper();
    const { orders } = await placeOrder(t.app, owner.token, [{ sku_id: f.sku.keyboard.id, quantity: 1 }]);
    const id = orders[0]!.id;
    expect(
      (await call(t.app, 'GET', '/api/order/detail', { token: other.token, query: { id: String(id) } })).status,
    ).toBe(404);
    expect((await call(t.app, 'POST', '/api/order/cancel', { token: other.token, body: { id } })).status).toBe(404);
    expect((await call(t.app, 'POST', '/api/order/confirm', { token: other.token, body: { id } })).status).toBe(404);
    expect((await pay(other.token, [id])).status).toBe(404);
    expect((await detail(owner.token, id)).status).toBe(OrderStatus.WaitingPayment);
    expect(await balanceOf(t.database, other.id)).toBe(500_000);
  });
});

describe('timed transitions', () => {
  it('cancels what is unpaid after 30 minutes (stock back, buyer told), then receives and completes on time', async () => {
    const buyer = await shopper();
    const before = await stockOf(f.sku.laptop.id);
    const unpaid = await placeOrder(t.app, buyer.token, [{ sku_id: f.sku.laptop.id, quantity: 1 }]);
    const shipped = await placeOrder(t.app, buyer.token, [{ sku_id: f.sku.keyboard.id, quantity: 1 }]);
    await pay(buyer.token, [shipped.orders[0]!.id]);
    await call(t.app, 'POST', '/api/admin/order_ship', {
      token: operator.token,
      body: { id: shipped.orders[0]!.id, carrier: 'UPS', tracking_no: '1Z999' },
    });
    const times = { confirmDays: 10, completeDays: 7 };
    const minute = 60_000;
    const day = 24 * 60 * minute;

    expect((await runDueTransitions(t.database.db, times, new Date(Date.now() + 29 * minute))).cancelled).toBe(0);
    await runDueTransitions(t.database.db, times, new Date(Date.now() + 31 * minute));
    expect(await detail(buyer.token, unpaid.orders[0]!.id)).toMatchObject({
      status: OrderStatus.Cancelled,
      cancelled_by: 'timeout',
      cancel_reason: null,
    });
    expect(await stockOf(f.sku.laptop.id)).toBe(before);
    const notes = await call(t.app, 'GET', '/api/user/notifications', { token: buyer.token });
    expect(notes.body.data.list.map((n: { kind: string }) => n.kind)).toContain('order_auto_cancelled');

    await runDueTransitions(t.database.db, times, new Date(Date.now() + 11 * day));
    expect((await detail(buyer.token, shipped.orders[0]!.id)).status).toBe(OrderStatus.Received);
    await runDueTransitions(t.database.db, times, new Date(Date.now() + 19 * day));
    expect((await detail(buyer.token, shipped.orders[0]!.id)).status).toBe(OrderStatus.Completed);
    const [product] = await t.database.db.select().from(products).where(eq(products.id, f.sku.laptop.productId));
    expect(product!.stock).toBeGreaterThan(0);
  });
});
