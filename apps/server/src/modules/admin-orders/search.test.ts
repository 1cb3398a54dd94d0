import { beforeAll, describe, expect, it } from 'vitest';
import { OrderStatus } from '@tradewind/contract';
import { useTestApp } from '../../test/build.js';
import { call, registerBuyer } from '../../test/api.js';
import { addAddress, insertOrderFixture, placeOrder } from '../../test/order-fixture.js';
import { operatorOf, PAY_CODE, walletBuyer } from '../../test/wallet.js';
import { users } from '../../db/schema/index.js';
import { eq } from 'drizzle-orm';

const t = useTestApp();
type Row = { id: number; sn: string; status: number; user: { account: string }; paid_at: string | null };
let operator: { token: string };
let mira: { paid: Row; unpaid: Row };
let other: { unpaid: Row[] };

/** A buyer named `account` with money, a payment code, an address and one paid and one unpaid keyboard order. */
async function buyerWithOrders(account: string, skuId: number, pay: boolean) {
  const buyer = await walletBuyer(t.app, t.database, 100_000);
  await t.database.db.update(users).set({ account }).where(eq(users.id, buyer.id));
  await addAddress(t.app, buyer.token);
  const [first] = (await placeOrder(t.app, buyer.token, [{ sku_id: skuId, quantity: 1 }])).orders;
  const [second] = (await placeOrder(t.app, buyer.token, [{ sku_id: skuId, quantity: 1 }])).orders;
  if (pay) {
    const res = await call(t.app, 'POST', '/api/order/pay', {
      token: buyer.token,
      body: { order_ids: [first!.id], pay_password: PAY_CODE },
    });
    expect(res.status).toBe(200);
  }
  return [first!, second!];
}

const search = async (query: Record<string, string>) => {
  const res = await call(t.app, 'GET', '/api/admin/orders', { token: operator.token, query });
  expect(res.status).toBe(200);
  return res.body.data as { list: Row[]; total: number };
};
const ids = (rows: Row[]) => rows.map((r) => r.id).sort((a, b) => a - b);

beforeAll(async () => {
  const f = await insertOrderFixture(t.database);
  operator = await operatorOf(t.app, t.database);
  const [miraPaid, miraUnpaid] = await buyerWithOrders('mira_lane', f.sku.keyboard.id, true);
  const otherOrders = await buyerWithOrders('miraxlane', f.sku.keyboard.id, false);
  const all = await search({ limit: '50' });
  const find = (id: number) => all.list.find((r) => r.id === id)!;
  mira = { paid: find(miraPaid!.id), unpaid: find(miraUnpaid!.id) };
  other = { unpaid: otherOrders.map((o) => find(o.id)) };
});

describe("the operator's order search", () => {
  it('finds an order by its number, whole or in part', async () => {
    const whole = await search({ sn: mira.paid.sn });
    expect(whole.list.map((r) => r.sn)).toEqual([mira.paid.sn]);
    expect(whole.total).toBe(1);
    const tail = await search({ sn: ` ${mira.paid.sn.slice(-9)} ` });
    expect(tail.list.map((r) => r.id)).toEqual([mira.paid.id]);
    expect((await search({ sn: '000000000000000000000' })).list).toEqual([]);
  });

  it("finds a buyer's orders by account, taking _ and % literally", async () => {
    const byMira = await search({ account: 'mira_' });
    expect(ids(byMira.list)).toEqual(ids([mira.paid, mira.unpaid]));
    expect(byMira.list.every((r) => r.user.account === 'mira_lane')).toBe(true);
    expect(ids((await search({ account: 'MIRAX' })).list)).toHaveLength(2);
    expect((await search({ account: '%' })).list).toEqual([]);
  });

  it('filters by state, alone and with the buyer, and shows when an order was paid', async () => {
    const waiting = await search({ status: String(OrderStatus.WaitingDelivery) });
    expect(waiting.list.map((r) => r.id)).toEqual([mira.paid.id]);
    expect(waiting.list[0]!.status).toBe(OrderStatus.WaitingDelivery);
    expect(Date.parse(waiting.list[0]!.paid_at!)).not.toBeNaN();

    const unpaid = await search({ status: String(OrderStatus.WaitingPayment), account: 'mira' });
    expect(ids(unpaid.list)).toEqual(ids([mira.unpaid, ...other.unpaid]));
    expect(unpaid.list.every((r) => r.paid_at === null)).toBe(true);
    expect(unpaid.total).toBe(3);

    const both = await search({ status: String(OrderStatus.WaitingPayment), account: 'mira_lane', sn: mira.unpaid.sn });
    expect(both.list.map((r) => r.id)).toEqual([mira.unpaid.id]);
    expect((await search({ status: String(OrderStatus.Delivered), account: 'mira_lane' })).total).toBe(0);
  });

  it('refuses an unknown state and answers buyers 403', async () => {
    const bad = await call(t.app, 'GET', '/api/admin/orders', { token: operator.token, query: { status: '7' } });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toHaveProperty('status');
    const buyer = await registerBuyer(t.app);
    const res = await call(t.app, 'GET', '/api/admin/orders', { token: buyer.token, query: { sn: mira.paid.sn } });
    expect(res.status).toBe(403);
  });
});
