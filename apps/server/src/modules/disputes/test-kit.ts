import { beforeAll } from 'vitest';
import { eq } from 'drizzle-orm';
import { Role } from '@tradewind/contract';
import type { useTestApp } from '../../test/build.js';
import { call, registerBuyer } from '../../test/api.js';
import { addAddress, insertOrderFixture, placeOrder } from '../../test/order-fixture.js';
import { operatorOf, PAY_CODE, pngBytes, upload, walletBuyer } from '../../test/wallet.js';
import { shopStaff, users } from '../../db/schema/index.js';

type Account = { token: string; id: number };

/**
 * The disputes tests' world (decision 044): the order fixture, an operator, staff of Circuit Hub (A) and of Harbour
 * (B), set up before the file's tests; and the calls a case is made of.
 */
export function disputeKit(t: ReturnType<typeof useTestApp>) {
  const world = {} as {
    f: Awaited<ReturnType<typeof insertOrderFixture>>;
    operator: Account;
    staffA: Account;
    staffB: Account;
  };

  /** A registered account made staff of one shop. */
  async function staffOf(shopId: number) {
    const staff = await registerBuyer(t.app);
    await t.database.db.update(users).set({ role: Role.Staff }).where(eq(users.id, staff.id));
    await t.database.db.insert(shopStaff).values({ userId: staff.id, shopId });
    return staff;
  }

  beforeAll(async () => {
    world.f = await insertOrderFixture(t.database);
    world.operator = await operatorOf(t.app, t.database);
    world.staffA = await staffOf(world.f.circuit.id);
    world.staffB = await staffOf(world.f.harbour.id);
  });

  const picture = async (token: string) => (await upload(t.app, token, await pngBytes())).body.data.url as string;
  /** A shop's staff upload through the console (buyer routes refuse staff: decision 046). */
  const consolePicture = async (token: string) =>
    (
      await t.app.inject({
        method: 'POST',
        url: '/api/admin/upload',
        headers: { token, 'content-type': 'image/png' },
        payload: await pngBytes(),
      })
    ).json().data.url as string;

  /** A buyer with a paid order of Circuit Hub's keyboard, shipped (2), whose refund the shop refused. */
  async function refusedRefund() {
    const buyer = await walletBuyer(t.app, t.database, 500_000);
    await addAddress(t.app, buyer.token);
    const placed = await placeOrder(t.app, buyer.token, [{ sku_id: world.f.sku.keyboard.id, quantity: 2 }]);
    const order = placed.orders[0]!;
    await call(t.app, 'POST', '/api/order/pay', {
      token: buyer.token,
      body: { order_ids: [order.id], pay_password: PAY_CODE },
    });
    await call(t.app, 'POST', '/api/admin/order_ship', {
      token: world.operator.token,
      body: { id: order.id, carrier: 'DHL', tracking_no: 'X1' },
    });
    const proof = await picture(buyer.token);
    const refund = await call(t.app, 'POST', '/api/refund/apply', {
      token: buyer.token,
      body: {
        order_id: order.id,
        type: 'refund_only',
        goods_status: 'received',
        amount: '20.00',
        reason: 'damaged',
        explanation: 'Two keys are broken.',
        proofs: [proof],
      },
    });
    await call(t.app, 'POST', '/api/admin/refund_refuse', {
      token: world.operator.token,
      body: { id: refund.body.data.id, reason: 'Looks fine to us' },
    });
    return { buyer, order, refundId: refund.body.data.id as number };
  }

  const open = (token: string, body: Record<string, unknown>) =>
    call(t.app, 'POST', '/api/dispute/open', { token, body });
  const detail = (token: string, orderId: number) =>
    call(t.app, 'GET', '/api/dispute/detail', { token, query: { order_id: String(orderId) } });
  const orderOf = async (token: string, id: number) =>
    (await call(t.app, 'GET', '/api/order/detail', { token, query: { id: String(id) } })).body.data;
  const answer = (token: string, body: Record<string, unknown>) =>
    call(t.app, 'POST', '/api/admin/dispute_answer', { token, body });
  const decide = (body: Record<string, unknown>) =>
    call(t.app, 'POST', '/api/admin/dispute_decide', { token: world.operator.token, body });

  return { world, picture, consolePicture, refusedRefund, open, detail, orderOf, answer, decide };
}
