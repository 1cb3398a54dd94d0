import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MAX_UNPAID_ORDERS, MAX_UNPAID_UNITS_PER_SKU } from '@tradewind/contract';
import { useTestApp } from '../../test/build.js';
import { call, registerBuyer } from '../../test/api.js';
import { addAddress, insertOrderFixture, placeOrder } from '../../test/order-fixture.js';
import { PAY_CODE, walletBuyer } from '../../test/wallet.js';
import { orders, skus } from '../../db/schema/index.js';

const t = useTestApp();
let f: Awaited<ReturnType<typeof insertOrderFixture>>;
beforeAll(async () => {
  f = await insertOrderFixture(t.database);
  // Enough stock that only the caps, never the stock, refuse these checkouts.
  await t.database.db.update(skus).set({ stock: 500 }).where(eq(skus.id, f.sku.keyboard.id));
});

const stockOf = async (skuId: number) =>
  (await t.database.db.select({ stock: skus.stock }).from(skus).where(eq(skus.id, skuId)))[0]!.stock;
const unpaidOf = async (userId: number) =>
  (await t.database.db.select().from(orders).where(eq(orders.userId, userId))).filter((o) => o.status === 0).length;
const buyNow = (token: string, quantity: number) =>
  call(t.app, 'POST', '/api/order/create', { token, body: { items: [{ sku_id: f.sku.keyboard.id, quantity }] } });

async function shopper(balanceCents = 0) {
  const buyer = await walletBuyer(t.app, t.database, balanceCents);
  await addAddress(t.app, buyer.token);
  return buyer;
}

describe('what one buyer’s unpaid orders may hold (docs/product.md §9)', () => {
  it(`at most ${MAX_UNPAID_ORDERS} unpaid orders: the next is refused in words, and paying one makes room`, async () => {
    const buyer = await shopper(10_000_00);
    const placed = [];
    for (let i = 0; i < MAX_UNPAID_ORDERS; i += 1)
      placed.push(await placeOrder(t.app, buyer.token, [{ sku_id: f.sku.keyboard.id, quantity: 1 }]));
    const stock = await stockOf(f.sku.keyboard.id);
    const refused = await buyNow(buyer.token, 1);
    expect(refused).toMatchObject({
      status: 409,
      body: {
        error: 'UNPAID_ORDERS_LIMIT',
        msg: `You have ${MAX_UNPAID_ORDERS} unpaid orders: pay or cancel one before placing another`,
      },
    });
    expect(await stockOf(f.sku.keyboard.id)).toBe(stock);
    expect(await unpaidOf(buyer.id)).toBe(MAX_UNPAID_ORDERS);

    const pay = await call(t.app, 'POST', '/api/order/pay', {
      token: buyer.token,
      body: { order_ids: [placed[0]!.orders[0]!.id], pay_password: PAY_CODE },
    });
    expect(pay.status).toBe(200);
    expect((await buyNow(buyer.token, 1)).status).toBe(200);
  });

  it(`at most ${MAX_UNPAID_UNITS_PER_SKU} of one SKU across unpaid orders; the next buyer can still buy it`, async () => {
    const hoarder = await shopper();
    expect((await buyNow(hoarder.token, MAX_UNPAID_UNITS_PER_SKU - 5)).status).toBe(200);
    expect((await buyNow(hoarder.token, 5)).status).toBe(200);
    const refused = await buyNow(hoarder.token, 1);
    expect(refused).toMatchObject({
      status: 409,
      body: {
        error: 'SKU_HOLD_LIMIT',
        msg: `Your unpaid orders may hold at most ${MAX_UNPAID_UNITS_PER_SKU} of Pocket Mechanical Keyboard: pay for them first`,
      },
    });
    const inOneGo = await shopper();
    expect((await buyNow(inOneGo.token, MAX_UNPAID_UNITS_PER_SKU + 1)).body.error).toBe('SKU_HOLD_LIMIT');

    const next = await shopper();
    expect((await buyNow(next.token, 1)).status).toBe(200);
  });

  it('cancelling an unpaid order gives its units back to the buyer’s allowance', async () => {
    const buyer = await shopper();
    const held = await placeOrder(t.app, buyer.token, [
      { sku_id: f.sku.keyboard.id, quantity: MAX_UNPAID_UNITS_PER_SKU },
    ]);
    expect((await buyNow(buyer.token, 1)).body.error).toBe('SKU_HOLD_LIMIT');
    const cancel = await call(t.app, 'POST', '/api/order/cancel', {
      token: buyer.token,
      body: { id: held.orders[0]!.id },
    });
    expect(cancel.status).toBe(200);
    expect((await buyNow(buyer.token, 1)).status).toBe(200);
  });

  it('two checkouts at once cannot both pass the cap: one unpaid order short of it, exactly one more is made', async () => {
    const buyer = await shopper();
    for (let i = 0; i < MAX_UNPAID_ORDERS - 1; i += 1)
      await placeOrder(t.app, buyer.token, [{ sku_id: f.sku.keyboard.id, quantity: 1 }]);
    const answers = await Promise.all([buyNow(buyer.token, 1), buyNow(buyer.token, 1), buyNow(buyer.token, 1)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409]);
    expect(await unpaidOf(buyer.id)).toBe(MAX_UNPAID_ORDERS);
  });

  it('a buyer with no orders is not held back by another buyer’s unpaid ones', async () => {
    const other = await registerBuyer(t.app);
    await addAddress(t.app, other.token);
    expect((await buyNow(other.token, MAX_UNPAID_UNITS_PER_SKU)).status).toBe(200);
  });
});
