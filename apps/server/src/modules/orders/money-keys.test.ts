import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { MAX_UNPAID_ORDERS } from '@tradewind/contract';
import { hashOf } from '../../lib/idempotency.js';
import { callWithFields } from '../../db/client.js';
import { useTestApp } from '../../test/build.js';
import { call } from '../../test/api.js';
import { addAddress, insertOrderFixture, placeOrder } from '../../test/order-fixture.js';
import { balanceOf, expectLedgerHolds, PAY_CODE, walletBuyer } from '../../test/wallet.js';
import { cartItems, idempotencyKeys, ledgerEntries, orders, skus } from '../../db/schema/index.js';

/** Decision 032: a checkout and a payment take their Idempotency-Key inside their one call to the database. */
const t = useTestApp();
let f: Awaited<ReturnType<typeof insertOrderFixture>>;
beforeAll(async () => {
  f = await insertOrderFixture(t.database);
  await t.database.db.update(skus).set({ stock: 500 }).where(eq(skus.id, f.sku.keyboard.id));
});

async function shopper(balanceCents = 0) {
  const buyer = await walletBuyer(t.app, t.database, balanceCents);
  await addAddress(t.app, buyer.token);
  return buyer;
}
const keyed = (token: string, url: string, body: object, key: string) =>
  call(t.app, 'POST', url, { token, body, headers: { 'idempotency-key': key } });
const ordersOf = async (userId: number) => t.database.db.select().from(orders).where(eq(orders.userId, userId));

describe('checkout and payment under an Idempotency-Key', () => {
  it('20 copies of a bag checkout make one order, all get its answer, and a retry after the bag emptied too', async () => {
    const buyer = await shopper();
    await call(t.app, 'POST', '/api/cart/add', {
      token: buyer.token,
      body: { sku_id: f.sku.keyboard.id, quantity: 2 },
    });
    const copies = await Promise.all(
      Array.from({ length: 20 }, () => keyed(buyer.token, '/api/order/create', {}, 'bag-1')),
    );
    expect(copies.map((c) => c.status)).toEqual(copies.map(() => 200));
    const made = await ordersOf(buyer.id);
    expect(made).toHaveLength(1);
    expect(new Set(copies.map((c) => c.body.data.orders[0].sn))).toEqual(new Set([made[0]!.sn]));
    expect(await t.database.db.select().from(cartItems).where(eq(cartItems.userId, buyer.id))).toHaveLength(0);

    const retry = await keyed(buyer.token, '/api/order/create', {}, 'bag-1');
    expect(retry.body.data.orders[0].sn).toBe(made[0]!.sn);
    const fresh = await keyed(buyer.token, '/api/order/create', {}, 'bag-2');
    expect(fresh.body.error).toBe('NOTHING_SELECTED');
  });

  it('a key too long is refused on its field at checkout as at payment, and nothing is written', async () => {
    const buyer = await shopper(100_000);
    const tooLong = 'k'.repeat(101);
    const body = { items: [{ sku_id: f.sku.keyboard.id, quantity: 1 }] };
    const refused = await keyed(buyer.token, '/api/order/create', body, tooLong);
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      error: 'VALIDATION',
      fields: { 'idempotency-key': 'This value is not valid' },
    });
    expect(await ordersOf(buyer.id)).toHaveLength(0);
    const [made] = (await placeOrder(t.app, buyer.token, body.items)).orders;
    const notPaid = await keyed(
      buyer.token,
      '/api/order/pay',
      { order_ids: [made!.id], pay_password: PAY_CODE },
      tooLong,
    );
    expect(notPaid.body).toMatchObject({
      error: 'VALIDATION',
      fields: { 'idempotency-key': 'This value is not valid' },
    });
  });

  it('a refusal the database makes (the unpaid cap) stays the answer of its key after room is made', async () => {
    const buyer = await shopper(10_000_00);
    const item = [{ sku_id: f.sku.keyboard.id, quantity: 1 }];
    const placed = [];
    for (let i = 0; i < MAX_UNPAID_ORDERS; i += 1) placed.push(await placeOrder(t.app, buyer.token, item));
    const refused = await keyed(buyer.token, '/api/order/create', { items: item }, 'over-cap');
    expect(refused.body.error).toBe('UNPAID_ORDERS_LIMIT');
    const paid = await keyed(
      buyer.token,
      '/api/order/pay',
      { order_ids: [placed[0]!.orders[0]!.id], pay_password: PAY_CODE },
      'pay-first',
    );
    expect(paid.status).toBe(200);
    expect((await keyed(buyer.token, '/api/order/create', { items: item }, 'over-cap')).body.error).toBe(
      'UNPAID_ORDERS_LIMIT',
    );
    expect((await keyed(buyer.token, '/api/order/create', { items: item }, 'with-room')).status).toBe(200);
    expect((await ordersOf(buyer.id)).length).toBe(MAX_UNPAID_ORDERS + 1);
  });

  it('a wrong code is not the answer: the same key pays with the right one, once, for every copy', async () => {
    const buyer = await shopper(100_000);
    const { orders: made, total_cents: total } = await placeOrder(t.app, buyer.token, [
      { sku_id: f.sku.keyboard.id, quantity: 1 },
    ]);
    const wrong = await keyed(buyer.token, '/api/order/pay', { order_ids: [made[0]!.id], pay_password: '000000' }, 'k');
    expect(wrong.body.error).toBe('PAY_CODE_WRONG');
    const body = { order_ids: [made[0]!.id], pay_password: PAY_CODE };
    const copies = await Promise.all(Array.from({ length: 20 }, () => keyed(buyer.token, '/api/order/pay', body, 'k')));
    expect(copies.map((c) => c.status)).toEqual(copies.map(() => 200));
    expect(new Set(copies.map((c) => c.body.data.balance_cents))).toEqual(new Set([100_000 - total]));
    expect(await balanceOf(t.database, buyer.id)).toBe(100_000 - total);
    const debits = await t.database.db.select().from(ledgerEntries).where(eq(ledgerEntries.userId, buyer.id));
    expect(debits.filter((d) => d.type === 'payment')).toHaveLength(1);
    const other = await keyed(buyer.token, '/api/order/pay', { ...body, order_ids: [made[0]!.id, 1] }, 'k');
    expect(other.status).toBe(422);
    await expectLedgerHolds(t.database);
  });

  it('a short balance spends no try and is not kept: after a top-up the same key pays', async () => {
    const buyer = await shopper(0);
    const { orders: made, total_cents: total } = await placeOrder(t.app, buyer.token, [
      { sku_id: f.sku.keyboard.id, quantity: 1 },
    ]);
    const body = { order_ids: [made[0]!.id], pay_password: PAY_CODE };
    expect((await keyed(buyer.token, '/api/order/pay', body, 'short')).body.error).toBe('INSUFFICIENT_BALANCE');
    await callWithFields(t.database.db, 'tw_move_balance', {
      user_id: buyer.id,
      amount_cents: total,
      type: 'recharge',
      memo: 'test top-up',
    });
    const paid = await keyed(buyer.token, '/api/order/pay', body, 'short');
    expect(paid.body.data).toEqual({ paid: [made[0]!.id], balance_cents: 0 });
    await expectLedgerHolds(t.database);
  });

  it('a key reserved the older way is waited for, and taken over once abandoned', async () => {
    const buyer = await shopper();
    const item = { items: [{ sku_id: f.sku.keyboard.id, quantity: 1 }] };
    const reserve = (key: string, minutesAgo: number) =>
      t.database.db.insert(idempotencyKeys).values({
        userId: buyer.id,
        key,
        route: '/api/order/create',
        requestHash: hashOf('/api/order/create', item),
        createdAt: new Date(Date.now() - minutesAgo * 60_000),
      });
    // A server of the version before (a rolling deploy) is still running this request: the copy waits for its answer.
    await reserve('running', 0);
    const waiting = keyed(buyer.token, '/api/order/create', item, 'running');
    await t.database.db
      .update(idempotencyKeys)
      .set({ answer: { error: { key: 'OUT_OF_STOCK', values: { title: 'Keyboard', stock: 0 } } } })
      .where(and(eq(idempotencyKeys.userId, buyer.id), eq(idempotencyKeys.key, 'running')));
    expect((await waiting).body.error).toBe('OUT_OF_STOCK');
    // A server that crashed after reserving: ten minutes later the key is this request's.
    await reserve('abandoned', 10);
    const taken = await keyed(buyer.token, '/api/order/create', item, 'abandoned');
    expect(taken.status).toBe(200);
    expect(await ordersOf(buyer.id)).toHaveLength(1);
  });
});
