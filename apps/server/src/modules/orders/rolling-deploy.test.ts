import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { OrderStatus } from '@tradewind/contract';
import { queryRows } from '../../db/client.js';
import { ABANDONED_MS, hashOf } from '../../lib/idempotency.js';
import { useTestApp } from '../../test/build.js';
import { call } from '../../test/api.js';
import { addAddress, insertOrderFixture } from '../../test/order-fixture.js';
import { balanceOf, expectLedgerHolds, PAY_CODE, walletBuyer } from '../../test/wallet.js';

/**
 * Decision 035: during a rolling deploy, processes of the release before keep serving beside the new ones, on the
 * functions the new release applied. They call the money functions by position, as below, word for word.
 */
const t = useTestApp();
let f: Awaited<ReturnType<typeof insertOrderFixture>>;
beforeAll(async () => {
  f = await insertOrderFixture(t.database);
});

const CHECKOUT = '/api/order/create';
const PAY = '/api/order/pay';
const keyArguments = (userId: number, key: string, route: string, body: unknown) =>
  sql`${userId}::bigint, ${key}::text, ${route}::text, ${hashOf(route, body)}::text, ${ABANDONED_MS}::int`;

const moveBalanceByPosition = async (userId: number, amountCents: number) =>
  (
    await queryRows<{ balance: number | null }>(
      t.database.db,
      sql`select tw_move_balance(${userId}::bigint, ${amountCents}::bigint, ${'adjust'}::text, ${null}::text,
        ${'test'}::text, ${null}::bigint) as balance`,
    )
  )[0]!.balance;

async function placeOrdersByPosition(userId: number, key: string, plan: object) {
  const [row] = await queryRows<{ outcome: { answer: { ok: { orders: { id: number }[]; total_cents: number } } } }>(
    t.database.db,
    sql`select tw_place_orders(${keyArguments(userId, key, CHECKOUT, plan)}, ${JSON.stringify(plan)}::jsonb,
      ${null}::jsonb, ${OrderStatus.WaitingPayment}::int, ${10}::int, ${20}::int) as outcome`,
  );
  return row!.outcome;
}

async function payByPosition(userId: number, key: string, orderIds: number[], codeHash: string) {
  const [row] = await queryRows<{ outcome: Record<string, unknown> }>(
    t.database.db,
    sql`select tw_pay(${keyArguments(userId, key, PAY, { order_ids: orderIds })}, ${`{${orderIds.join(',')}}`}::bigint[],
      ${codeHash}::text, ${OrderStatus.WaitingPayment}::int, ${OrderStatus.WaitingDelivery}::int, ${5}::int,
      ${15}::int, 'payment', 'orders') as outcome`,
  );
  return row!.outcome;
}

/** One keyboard from Circuit Hub, priced as the release before prices it (5.00 freight). */
const planOf = (addressId: number) => ({
  address_id: addressId,
  pay_deadline: new Date(Date.now() + 30 * 60_000).toISOString(),
  promo_id: null,
  cart_skus: null,
  orders: [
    {
      n: 0,
      sn: `9${Date.now()}`.slice(0, 17),
      shop_id: f.circuit.id,
      goods_cents: 5_900,
      freight_cents: 500,
      discount_cents: 0,
      total_cents: 6_400,
      promo_code: null,
      handling_days: 2,
      transit_min_days: 5,
      transit_max_days: 9,
    },
  ],
  lines: [
    {
      n: 0,
      shop_id: f.circuit.id,
      sku_id: f.sku.keyboard.id,
      product_id: f.sku.keyboard.productId,
      title: 'Keyboard',
      image: '/uploads/keyboard.svg',
      specs: [],
      price_cents: 5_900,
      quantity: 1,
    },
  ],
});

describe('a process of the release before, during a rolling deploy', () => {
  it('still moves a balance, checks out and pays through the positional forms, and its buyer sees the order paid', async () => {
    const buyer = await walletBuyer(t.app, t.database);
    const address = await addAddress(t.app, buyer.token);
    expect(await moveBalanceByPosition(buyer.id, 10_000)).toBe(10_000);

    const placed = await placeOrdersByPosition(buyer.id, 'old-checkout', planOf(address.id));
    const [order] = placed.answer.ok.orders;
    expect(placed.answer.ok.total_cents).toBe(6_400);

    expect(await payByPosition(buyer.id, 'old-pay-1', [order!.id], t.app.payCodes.hash(buyer.id, '000000'))).toEqual({
      code: { matched: false, attempts: 1 },
    });
    const codeHash = t.app.payCodes.hash(buyer.id, PAY_CODE);
    const paid = await payByPosition(buyer.id, 'old-pay-2', [order!.id], codeHash);
    expect(paid).toMatchObject({
      answer: { ok: { paid: [order!.id], balance_cents: 3_600 } },
      balance: { cents: 3_600 },
    });
    expect(await payByPosition(buyer.id, 'old-pay-2', [order!.id], codeHash)).toEqual({
      replay: { ok: { paid: [order!.id], balance_cents: 3_600 } },
    });

    const detail = await call(t.app, 'GET', '/api/order/detail', {
      token: buyer.token,
      query: { id: String(order!.id) },
    });
    expect(detail.body.data).toMatchObject({ status: OrderStatus.WaitingDelivery, total_cents: 6_400 });
    expect(await balanceOf(t.database, buyer.id)).toBe(3_600);
    await expectLedgerHolds(t.database);
  });

  it('still claims a key by position, as its money functions did, and finds it taken the second time', async () => {
    const buyer = await walletBuyer(t.app, t.database);
    const claim = async () =>
      (
        await queryRows<{ claimed: unknown }>(
          t.database.db,
          sql`select tw_claim_key(${keyArguments(buyer.id, 'old-claim', PAY, {})}) as claimed`,
        )
      )[0]!.claimed;
    expect(await claim()).toBeNull();
    expect(await claim()).toEqual({ busy: true });
  });

  it('pays beside a process of the new release, neither overdrawing the balance the other spends', async () => {
    const buyer = await walletBuyer(t.app, t.database, 6_400);
    const address = await addAddress(t.app, buyer.token);
    const older = (await placeOrdersByPosition(buyer.id, 'both-old', planOf(address.id))).answer.ok.orders[0]!;
    const newer = await call(t.app, 'POST', CHECKOUT, {
      token: buyer.token,
      body: { items: [{ sku_id: f.sku.keyboard.id, quantity: 1 }], address_id: address.id },
    });
    const [byOld, byNew] = await Promise.all([
      payByPosition(buyer.id, 'both-pay', [older.id], t.app.payCodes.hash(buyer.id, PAY_CODE)),
      call(t.app, 'POST', PAY, {
        token: buyer.token,
        body: { order_ids: [newer.body.data.orders[0].id], pay_password: PAY_CODE },
      }),
    ]);
    // Whichever wins, the other is refused; a keyed call keeps its refusal as the key's answer.
    const paidByOld = 'ok' in (byOld.answer as object);
    expect([paidByOld, byNew.status === 200].filter(Boolean)).toHaveLength(1);
    expect(paidByOld ? byNew.body.error : byOld.answer).toEqual(
      paidByOld ? 'INSUFFICIENT_BALANCE' : { error: { key: 'INSUFFICIENT_BALANCE', values: {} } },
    );
    expect(await balanceOf(t.database, buyer.id)).toBe(0);
    await expectLedgerHolds(t.database);
  });
});
