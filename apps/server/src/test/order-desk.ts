import { beforeAll } from 'vitest';
import { eq } from 'drizzle-orm';
import { skus } from '../db/schema/index.js';
import { call } from './api.js';
import { useTestApp } from './build.js';
import { addAddress, insertOrderFixture } from './order-fixture.js';
import { operatorOf, PAY_CODE, walletBuyer } from './wallet.js';

/** A test file's shop floor for the order tests: the app, the order fixture's shops and SKUs, the operator. */
export function useOrderDesk() {
  const t = useTestApp();
  const desk = {
    t,
    f: undefined as unknown as Awaited<ReturnType<typeof insertOrderFixture>>,
    operator: undefined as unknown as { token: string },
    stockOf: async (skuId: number) =>
      (await t.database.db.select({ s: skus.stock }).from(skus).where(eq(skus.id, skuId)))[0]!.s,
    detail: async (token: string, id: number) =>
      (await call(t.app, 'GET', '/api/order/detail', { token, query: { id: String(id) } })).body.data,
    pay: (token: string, ids: number[], code = PAY_CODE) =>
      call(t.app, 'POST', '/api/order/pay', { token, body: { order_ids: ids, pay_password: code } }),
    /** A buyer with money, a payment code and a default address. */
    shopper: async (balanceCents = 500_000) => {
      const buyer = await walletBuyer(t.app, t.database, balanceCents);
      const address = await addAddress(t.app, buyer.token);
      return { ...buyer, addressId: address.id };
    },
  };
  beforeAll(async () => {
    desk.f = await insertOrderFixture(t.database);
    desk.operator = await operatorOf(t.app, t.database);
  });
  return desk;
}
