import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { OrderApi, OrderStatus } from '@tradewind/contract';
import { call, registerBuyer } from '../../test/api.js';
import { addAddress, placeOrder } from '../../test/order-fixture.js';
import { balanceOf, expectLedgerHolds, PAY_CODE } from '../../test/wallet.js';
import { skus, users } from '../../db/schema/index.js';
import { hashSecret } from '../../lib/secrets.js';
import { useOrderDesk } from '../../test/order-desk.js';
import { DEFAULT_ORDER_TIMES } from './checkout.js';
import { placeOrders } from './place-orders.js';

/** Checkout and payment, through the API on a real database. */
const desk = useOrderDesk();
const { t } = desk;

describe('checkout', () => {
  it('previews the bag by shop with freight, the promo split exactly, and the default address', async () => {
    const buyer = await desk.shopper();
    for (const [sku, quantity] of [
      [desk.f.sku.keyboard.id, 3],
      [desk.f.sku.rugged.id, 1],
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
    const items = [{ sku_id: desk.f.sku.keyboard.id, quantity: 1 }];
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
    expect(badPromo.body).toMatchObject({
      error: 'PROMO_UNKNOWN',
      msg: 'There is no such promo code: check its spelling',
    });
    expect(await desk.stockOf(desk.f.sku.keyboard.id)).toBe(40);
  });

  it('makes one order per shop in state 0, takes the stock, copies prices and empties the bag', async () => {
    const buyer = await desk.shopper();
    const keyboardStock = await desk.stockOf(desk.f.sku.keyboard.id);
    await call(t.app, 'POST', '/api/cart/add', {
      token: buyer.token,
      body: { sku_id: desk.f.sku.keyboard.id, quantity: 2 },
    });
    await call(t.app, 'POST', '/api/cart/add', {
      token: buyer.token,
      body: { sku_id: desk.f.sku.rugged.id, quantity: 1 },
    });
    const created = await call(t.app, 'POST', '/api/order/create', {
      token: buyer.token,
      body: { address_id: buyer.addressId },
      headers: { 'idempotency-key': 'checkout-1' },
    });
    expect(created.body.msg).toBe('Order placed');
    expect(created.body.data.orders).toHaveLength(2);
    expect(await desk.stockOf(desk.f.sku.keyboard.id)).toBe(keyboardStock - 2);
    expect((await call(t.app, 'GET', '/api/cart/count', { token: buyer.token })).body.data.count).toBe(0);

    await t.database.db.update(skus).set({ priceCents: 1 }).where(eq(skus.id, desk.f.sku.keyboard.id));
    const order = await desk.detail(buyer.token, created.body.data.orders[0].id);
    expect(order).toMatchObject({
      status: OrderStatus.WaitingPayment,
      goods_cents: 11_800,
      freight_cents: 500,
      address: { addressee: 'Camille Durand', tag: 'Home' },
    });
    expect(order.lines[0]).toMatchObject({ title: 'Pocket Mechanical Keyboard', price_cents: 5_900, quantity: 2 });
    expect(order.pay_deadline).toBeTruthy();
    await t.database.db.update(skus).set({ priceCents: 5_900 }).where(eq(skus.id, desk.f.sku.keyboard.id));

    const replay = await call(t.app, 'POST', '/api/order/create', {
      token: buyer.token,
      body: { address_id: buyer.addressId },
      headers: { 'idempotency-key': 'checkout-1' },
    });
    expect(replay.body.data).toEqual(created.body.data);
    expect(await desk.stockOf(desk.f.sku.keyboard.id)).toBe(keyboardStock - 2);
  });
});

describe('the delivery address (read inside the checkout, decision 034)', () => {
  const items = () => [{ sku_id: desk.f.sku.keyboard.id, quantity: 1 }];
  const addressOf = async (token: string, placed: { orders: { id: number }[] }) =>
    (await desk.detail(token, placed.orders[0]!.id)).address;

  it('is the one named, else the default, copied into the order', async () => {
    const buyer = await desk.shopper();
    const office = await addAddress(t.app, buyer.token, { addressee: 'Jean Martin', tag: 'Office' });
    const named = await placeOrder(t.app, buyer.token, items(), { address_id: office.id });
    expect(await addressOf(buyer.token, named)).toMatchObject({ addressee: 'Jean Martin', tag: 'Office' });
    const byDefault = await placeOrder(t.app, buyer.token, items());
    expect(await addressOf(buyer.token, byDefault)).toMatchObject({ addressee: 'Camille Durand', tag: 'Home' });
  });

  it("is not found when it is another buyer's, and nothing is taken", async () => {
    const owner = await desk.shopper();
    const stranger = await desk.shopper();
    const stock = await desk.stockOf(desk.f.sku.keyboard.id);
    const body = { items: items(), address_id: owner.addressId };
    const res = await call(t.app, 'POST', '/api/order/create', { token: stranger.token, body });
    expect(res.status).toBe(404);
    expect(res.body.error).toBe('NOT_FOUND');
    expect(await desk.stockOf(desk.f.sku.keyboard.id)).toBe(stock);
  });

  it('is asked for first when it is missing, before what is wrong with the items', async () => {
    const homeless = await registerBuyer(t.app);
    const body = { items: [{ sku_id: 999_999, quantity: 1 }] };
    const res = await call(t.app, 'POST', '/api/order/create', { token: homeless.token, body });
    expect(res.body.error).toBe('ADDRESS_REQUIRED');
  });
});

describe('order numbers', () => {
  it('are drawn again when one is taken, and the checkout goes through', async () => {
    const buyer = await desk.shopper();
    const items = [{ sku_id: desk.f.sku.keyboard.id, quantity: 1 }];
    const taken = (await placeOrder(t.app, buyer.token, items)).orders[0]!.sn;
    const draws = [taken, '19990101000000001'];
    const scope = { userId: buyer.id, key: 'numbers-1', route: OrderApi.create, body: { items } };
    const created = await placeOrders(t.database.db, scope, { items }, DEFAULT_ORDER_TIMES, () => draws.shift()!);
    expect(created.orders.map((o) => o.sn)).toEqual(['19990101000000001']);
    expect(draws).toEqual([]);
  });
});

describe('payment', () => {
  it('debits the balance with a ledger row and moves the orders to waiting for delivery, once', async () => {
    const buyer = await desk.shopper(100_000);
    const { orders, total_cents: total } = await placeOrder(t.app, buyer.token, [
      { sku_id: desk.f.sku.keyboard.id, quantity: 1 },
    ]);
    const wrong = await desk.pay(buyer.token, [orders[0]!.id], '999999');
    expect(wrong.body.error).toBe('PAY_CODE_WRONG');
    const paid = await desk.pay(buyer.token, [orders[0]!.id]);
    expect(paid.body).toMatchObject({
      msg: 'Payment successful',
      data: { paid: [orders[0]!.id], balance_cents: 100_000 - total },
    });
    expect((await desk.detail(buyer.token, orders[0]!.id)).status).toBe(OrderStatus.WaitingDelivery);
    const again = await desk.pay(buyer.token, [orders[0]!.id]);
    expect(again.status).toBe(409);
    expect(again.body.error).toBe('ORDER_STATE');
    expect(await balanceOf(t.database, buyer.id)).toBe(100_000 - total);
    const bill = await call(t.app, 'GET', '/api/user/bill', { token: buyer.token });
    expect(bill.body.data.list[0]).toMatchObject({ type: 'payment', amount_cents: -total });
    await expectLedgerHolds(t.database);
  });

  it('refuses when the balance is short, and without a payment code set', async () => {
    const poor = await desk.shopper(100);
    const { orders } = await placeOrder(t.app, poor.token, [{ sku_id: desk.f.sku.keyboard.id, quantity: 1 }]);
    const short = await desk.pay(poor.token, [orders[0]!.id]);
    expect(short.body).toMatchObject({ error: 'INSUFFICIENT_BALANCE', msg: 'Insufficient balance' });
    const noCode = await registerBuyer(t.app);
    await addAddress(t.app, noCode.token);
    const placed = await placeOrder(t.app, noCode.token, [{ sku_id: desk.f.sku.keyboard.id, quantity: 1 }]);
    await t.database.db.transaction(async (tx) => {
      const { moveBalance } = await import('../wallet/ledger.js');
      await moveBalance(tx, noCode.id, 100_000, { type: 'adjust' });
    });
    const notSet = await desk.pay(noCode.token, [placed.orders[0]!.id]);
    expect(notSet.body.error).toBe('PAY_CODE_NOT_SET');
  });

  it('takes a code still stored as argon2id (before decision 014), counts a wrong one, and stores it keyed', async () => {
    const buyer = await desk.shopper(100_000);
    await t.database.db
      .update(users)
      .set({ payPasswordHash: await hashSecret(PAY_CODE) })
      .where(eq(users.id, buyer.id));
    const { orders } = await placeOrder(t.app, buyer.token, [{ sku_id: desk.f.sku.keyboard.id, quantity: 1 }]);
    const wrong = await desk.pay(buyer.token, [orders[0]!.id], '999999');
    expect(wrong.body).toMatchObject({ error: 'PAY_CODE_WRONG', msg: 'Wrong payment code, 4 tries left' });
    const paid = await desk.pay(buyer.token, [orders[0]!.id]);
    expect(paid.body.data).toMatchObject({ paid: [orders[0]!.id] });
    const [stored] = await t.database.db
      .select({ hash: users.payPasswordHash, tries: users.payAttempts })
      .from(users)
      .where(eq(users.id, buyer.id));
    expect(stored).toEqual({ hash: expect.stringMatching(/^hmac-sha256\$v1\$/), tries: 0 });
    await expectLedgerHolds(t.database);
  });
});
