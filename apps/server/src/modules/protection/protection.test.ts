import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { OrderStatus } from '@tradewind/contract';
import { call } from '../../test/api.js';
import { placeOrder } from '../../test/order-fixture.js';
import { expectLedgerHolds, pngBytes, upload } from '../../test/wallet.js';
import { useOrderDesk } from '../../test/order-desk.js';
import { orders } from '../../db/schema/index.js';
import { runDueTransitions } from '../orders/lifecycle.js';

/** Buyer protection (decision 045): the return window after a review, one extension, the clock a refund stops. */
const desk = useOrderDesk();
const { t } = desk;
const DAY = 24 * 3600 * 1000;

/** A buyer's paid order of one keyboard, shipped now. */
async function deliveredOrder() {
  const buyer = await desk.shopper();
  const { orders: placed } = await placeOrder(t.app, buyer.token, [{ sku_id: desk.f.sku.keyboard.id, quantity: 1 }]);
  const id = placed[0]!.id;
  await desk.pay(buyer.token, [id]);
  const shipped = await call(t.app, 'POST', '/api/admin/order_ship', {
    token: desk.operator.token,
    body: { id, carrier: 'DHL', tracking_no: `JD${id}` },
  });
  expect(shipped.status).toBe(200);
  return { buyer, id };
}
const setOrder = (id: number, set: Partial<typeof orders.$inferInsert>) =>
  t.database.db.update(orders).set(set).where(eq(orders.id, id));
const rowOf = async (id: number) => (await t.database.db.select().from(orders).where(eq(orders.id, id)))[0]!;
const extend = (token: string, id: number, reason = 'The carrier says it is held at customs', lang?: string) =>
  call(t.app, 'POST', '/api/order/protection_extend', { token, body: { id, reason }, lang });
async function askRefund(token: string, id: number, goods: 'received' | 'not_received') {
  const proof = (await upload(t.app, token, await pngBytes())).body.data.url as string;
  return call(t.app, 'POST', '/api/refund/apply', {
    token,
    body: {
      order_id: id,
      type: 'refund_only',
      goods_status: goods,
      amount: '10.00',
      reason: goods === 'received' ? 'damaged' : 'not_received',
      explanation: 'It is not what I ordered.',
      proofs: [proof],
    },
  });
}
const refuse = (refundId: number) =>
  call(t.app, 'POST', '/api/admin/refund_refuse', {
    token: desk.operator.token,
    body: { id: refundId, reason: 'The photos show no damage' },
  });

describe('buyer protection', () => {
  it('starts at delivery with the shop’s days; the return window outlives a review', async () => {
    const { buyer, id } = await deliveredOrder();
    const row = await rowOf(id);
    expect(row.protectionEndsAt!.getTime() - row.shippedAt!.getTime()).toBe(15 * DAY);
    const detail = await desk.detail(buyer.token, id);
    expect(detail.protection).toMatchObject({ extend_days: 7, extension: null, paused_at: null, late: null });
    expect(detail.protection.ends_at).toBe(row.protectionEndsAt!.toISOString());
    expect(detail.protection.returns_until).toBe(row.returnsUntil!.toISOString());
    const listed = await call(t.app, 'GET', '/api/user/order_list', { token: buyer.token, query: { status: '2' } });
    expect(listed.body.data.list.find((o: { id: number }) => o.id === id).protection.ends_at).toBe(
      detail.protection.ends_at,
    );

    await call(t.app, 'POST', '/api/order/confirm', { token: buyer.token, body: { id } });
    const reviewed = await call(t.app, 'POST', '/api/order/review', {
      token: buyer.token,
      body: {
        order_id: id,
        items: [
          {
            product_id: desk.f.sku.keyboard.productId,
            product_score: 5,
            service_score: 5,
            postage_score: 5,
            content: 'Lovely keys',
            pictures: [],
          },
        ],
      },
    });
    expect(reviewed.body.data.status).toBe(OrderStatus.Completed);
    expect(reviewed.body.data.protection.returns_until).toBe(row.returnsUntil!.toISOString());
    const asked = await askRefund(buyer.token, id, 'received');
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    expect((await rowOf(id)).status).toBe(OrderStatus.InAfterSale);
    await refuse(asked.body.data.id);
    expect((await rowOf(id)).status).toBe(OrderStatus.Completed);
  });

  it('a refund is refused once the return window has ended, with a clear message', async () => {
    const { buyer, id } = await deliveredOrder();
    await call(t.app, 'POST', '/api/order/confirm', { token: buyer.token, body: { id } });
    await setOrder(id, { returnsUntil: new Date(Date.now() - 1_000) });
    const late = await askRefund(buyer.token, id, 'received');
    expect(late.status).toBe(409);
    expect(late.body).toMatchObject({
      error: 'RETURN_WINDOW_CLOSED',
      msg: 'The return window for this order has ended',
    });
    expect((await rowOf(id)).status).toBe(OrderStatus.Received);
  });

  it('is extended once, before it ends, with a reason; a second extension is a 409', async () => {
    const { buyer, id } = await deliveredOrder();
    const before = (await rowOf(id)).protectionEndsAt!;
    const empty = await extend(buyer.token, id, '  ');
    expect(empty.status).toBe(400);
    const other = await desk.shopper();
    expect((await extend(other.token, id)).status).toBe(404);
    const first = await extend(buyer.token, id);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.data.protection).toMatchObject({
      extend_days: null,
      extension: { days: 7, reason: 'The carrier says it is held at customs' },
    });
    expect((await rowOf(id)).protectionEndsAt!.getTime() - before.getTime()).toBe(7 * DAY);
    const [second, third] = await Promise.all([extend(buyer.token, id), extend(buyer.token, id, 'again', 'fr')]);
    expect(second.status).toBe(409);
    expect(second.body).toMatchObject({
      error: 'PROTECTION_EXTENDED',
      msg: 'You have already extended the buyer protection of this order once',
    });
    expect(third.body.msg).toBe('Vous avez déjà prolongé une fois la protection acheteur de cette commande');
    expect((await rowOf(id)).protectionEndsAt!.getTime() - before.getTime()).toBe(7 * DAY);
    // The shop reads it on the order.
    const seen = await call(t.app, 'GET', '/api/admin/order', {
      token: desk.operator.token,
      query: { id: String(id) },
    });
    expect(seen.body.data.protection.extension.reason).toBe('The carrier says it is held at customs');

    const ended = await deliveredOrder();
    await setOrder(ended.id, { protectionEndsAt: new Date(Date.now() - 1_000) });
    expect((await extend(ended.buyer.token, ended.id)).body.error).toBe('PROTECTION_ENDED');
  });

  it('a refund request stops the clock; a refusal resumes it with the time it had left', async () => {
    const { buyer, id } = await deliveredOrder();
    const endsAt = new Date(Date.now() + 5 * DAY);
    await setOrder(id, { protectionEndsAt: endsAt });
    const asked = await askRefund(buyer.token, id, 'not_received');
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    const paused = await rowOf(id);
    expect(paused.protectionPausedAt).not.toBeNull();
    expect((await desk.detail(buyer.token, id)).protection.paused_at).toBe(paused.protectionPausedAt!.toISOString());
    // Stopped three days ago: the timed transitions leave it alone meanwhile, even past its old end.
    await setOrder(id, { protectionPausedAt: new Date(paused.protectionPausedAt!.getTime() - 3 * DAY) });
    await runDueTransitions(t.database.db, { completeDays: 7 }, new Date(Date.now() + 6 * DAY));
    expect((await rowOf(id)).status).toBe(OrderStatus.InAfterSale);
    await refuse(asked.body.data.id);
    const resumed = await rowOf(id);
    expect(resumed.status).toBe(OrderStatus.Delivered);
    expect(resumed.protectionPausedAt).toBeNull();
    const moved = resumed.protectionEndsAt!.getTime() - endsAt.getTime();
    expect(moved).toBeGreaterThanOrEqual(3 * DAY);
    expect(moved).toBeLessThan(3 * DAY + 60_000);
  });

  it('a refunded order’s protection is over: it no longer reads as stopped', async () => {
    const { buyer, id } = await deliveredOrder();
    const asked = await askRefund(buyer.token, id, 'not_received');
    expect((await desk.detail(buyer.token, id)).protection.paused_at).not.toBeNull();
    const approved = await call(t.app, 'POST', '/api/admin/refund_approve', {
      token: desk.operator.token,
      body: { id: asked.body.data.id },
    });
    expect(approved.status).toBe(200);
    expect((await desk.detail(buyer.token, id)).protection).toMatchObject({ ends_at: null, paused_at: null });
    await expectLedgerHolds(t.database);
  });

  it('an order is received automatically when its protection ends, by its shop’s days', async () => {
    const { id } = await deliveredOrder();
    const endsAt = (await rowOf(id)).protectionEndsAt!;
    await runDueTransitions(t.database.db, { completeDays: 7 }, new Date(endsAt.getTime() - 60_000));
    expect((await rowOf(id)).status).toBe(OrderStatus.Delivered);
    await runDueTransitions(t.database.db, { completeDays: 7 }, new Date(endsAt.getTime() + 1));
    expect((await rowOf(id)).status).toBe(OrderStatus.Received);

    const { shopId } = await rowOf(id);
    const shopDays = await call(t.app, 'GET', '/api/admin/shops', { token: desk.operator.token });
    const current = shopDays.body.data.list.find((s: { id: number }) => s.id === shopId);
    expect(current.protection_days).toBe(15);
    const saved = await call(t.app, 'POST', '/api/admin/shop_save', {
      token: desk.operator.token,
      body: { id: current.id, name: current.name, logo: current.logo, banner: current.banner, protection_days: 3 },
    });
    expect(saved.body.data.protection_days).toBe(3);
    const short = await deliveredOrder();
    const row = await rowOf(short.id);
    expect(row.protectionEndsAt!.getTime() - row.shippedAt!.getTime()).toBe(3 * DAY);
    await runDueTransitions(t.database.db, { completeDays: 7 }, new Date(Date.now() + 3 * DAY + 60_000));
    expect((await rowOf(short.id)).status).toBe(OrderStatus.Received);
    await call(t.app, 'POST', '/api/admin/shop_save', {
      token: desk.operator.token,
      body: { id: current.id, name: current.name, logo: current.logo, banner: current.banner, protection_days: 15 },
    });
    await expectLedgerHolds(t.database);
  });
});
