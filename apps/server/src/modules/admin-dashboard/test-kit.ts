import { eq, inArray } from 'drizzle-orm';
import type { App } from '../../app.js';
import type { DatabaseHandle } from '../../db/client.js';
import { orders, skus } from '../../db/schema/index.js';
import { call } from '../../test/api.js';
import { addAddress, insertOrderFixture, placeOrder } from '../../test/order-fixture.js';
import {
  destinationsReady,
  PAY_CODE,
  pngBytes,
  seedReceivingAccounts,
  upload,
  walletBuyer,
} from '../../test/wallet.js';

export const DAY_MS = 24 * 60 * 60 * 1000;

/** A buyer's shop floor for the dashboard tests: orders placed, paid and moved through the real calls. */
export async function dashboardKit(app: App, database: DatabaseHandle, operatorToken: string) {
  const f = await insertOrderFixture(database);
  // An off-shelf product's SKU never shows among the stock alerts.
  await database.db
    .insert(skus)
    .values({ productId: f.products[5]!.id, specValues: [], priceCents: 1000, originalPriceCents: 1000, stock: 1 });
  const buyer = await walletBuyer(app, database, 1_000_000);
  const ready = destinationsReady({ app, database });
  await addAddress(app, buyer.token);
  const ok = async (method: 'GET' | 'POST', url: string, body: unknown, token = buyer.token) => {
    const res = await call(app, method, url, { token, body });
    if (res.status !== 200) throw new Error(`${url}: ${JSON.stringify(res.body)}`);
    return res.body.data;
  };

  return {
    f,
    buyer,
    ok,
    async order(skuId: number, quantity = 1) {
      return (await placeOrder(app, buyer.token, [{ sku_id: skuId, quantity }])).orders[0]!;
    },
    async paid(skuId: number, quantity = 1) {
      const order = await this.order(skuId, quantity);
      await ok('POST', '/api/order/pay', { order_ids: [order.id], pay_password: PAY_CODE });
      return order;
    },
    /** Moves the pay time of orders to `daysAgo` UTC days before the day `todayStart` begins, at 09:30. */
    async paidOn(ids: number[], todayStart: number, daysAgo: number) {
      const at = new Date(todayStart - daysAgo * DAY_MS + 9.5 * 60 * 60 * 1000);
      await database.db.update(orders).set({ paidAt: at }).where(inArray(orders.id, ids));
    },
    async refund(orderId: number, type: 'refund_only' | 'return_refund') {
      const proof = (await upload(app, buyer.token, await pngBytes())).body.data.url as string;
      return ok('POST', '/api/refund/apply', {
        order_id: orderId,
        type,
        goods_status: type === 'return_refund' ? 'received' : 'not_received',
        amount: '10.00',
        reason: 'not_received',
        explanation: 'Not what was ordered.',
        proofs: [proof],
      }) as Promise<{ id: number }>;
    },
    async manualRecharge(amount: string) {
      await seedReceivingAccounts(database);
      const evidence = (await upload(app, buyer.token, await pngBytes())).body.data.url as string;
      return ok('POST', '/api/user/recharge', { method: 'manual', amount, evidence }) as Promise<{ id: number }>;
    },
    withdraw: async (amount: string) => {
      const body = {
        type: 'bank',
        amount,
        pay_password: PAY_CODE,
        bank_name: 'BNP Paribas',
        card_number: '4970 1012 3456 7890',
        holder: 'Camille Durand',
      };
      await ready(buyer.token, body);
      return ok('POST', '/api/user/extract', body);
    },
    asOperator: (url: string, body: unknown) => ok('POST', url, body, operatorToken),
    stockOf: async (skuId: number) =>
      (await database.db.select({ stock: skus.stock }).from(skus).where(eq(skus.id, skuId)))[0]!.stock,
  };
}
