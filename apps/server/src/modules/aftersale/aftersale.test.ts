import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { OrderStatus, RefundStatus } from '@tradewind/contract';
import { useTestApp } from '../../test/build.js';
import { call } from '../../test/api.js';
import { addAddress, insertOrderFixture, placeOrder } from '../../test/order-fixture.js';
import {
  balanceOf,
  expectLedgerHolds,
  operatorOf,
  PAY_CODE,
  pngBytes,
  upload,
  walletBuyer,
} from '../../test/wallet.js';
import { products, shops } from '../../db/schema/index.js';
import { paidFor } from './refunds.js';

const t = useTestApp();
let f: Awaited<ReturnType<typeof insertOrderFixture>>;
let operator: { token: string };
beforeAll(async () => {
  f = await insertOrderFixture(t.database);
  operator = await operatorOf(t.app, t.database);
});

const ship = (id: number) =>
  call(t.app, 'POST', '/api/admin/order_ship', {
    token: operator.token,
    body: { id, carrier: 'DHL', tracking_no: 'X1' },
  });

/** A buyer with a paid order of the keyboard (×2) and the laptop, in state 1. */
async function paidOrder() {
  const buyer = await walletBuyer(t.app, t.database, 500_000);
  await addAddress(t.app, buyer.token);
  const placed = await placeOrder(t.app, buyer.token, [
    { sku_id: f.sku.keyboard.id, quantity: 2 },
    { sku_id: f.sku.laptop.id, quantity: 1 },
  ]);
  const order = placed.orders[0]!;
  await call(t.app, 'POST', '/api/order/pay', {
    token: buyer.token,
    body: { order_ids: [order.id], pay_password: PAY_CODE },
  });
  const proof = (await upload(t.app, buyer.token, await pngBytes())).body.data.url as string;
  return { buyer, order, proof };
}
const apply = (token: string, body: Record<string, unknown>) =>
  call(t.app, 'POST', '/api/refund/apply', { token, body });
const refundBody = (orderId: number, proof: string, extra: Record<string, unknown> = {}) => ({
  order_id: orderId,
  type: 'refund_only',
  goods_status: 'not_received',
  amount: '20.00',
  reason: 'not_received',
  explanation: 'The parcel never came.',
  proofs: [proof],
  ...extra,
});
const orderStatus = async (token: string, id: number) =>
  (await call(t.app, 'GET', '/api/order/detail', { token, query: { id: String(id) } })).body.data.status;

describe('refunds', () => {
  it("an order without a request answers success with no data; another buyer's order is not found", async () => {
    const { buyer, order, proof } = await paidOrder();
    const detail = () =>
      call(t.app, 'GET', '/api/refund/detail', { token: buyer.token, query: { order_id: String(order.id) } });
    const none = await detail();
    expect(none.status).toBe(200);
    expect(none.body).toMatchObject({ code: 1, data: null });
    await apply(buyer.token, refundBody(order.id, proof));
    expect((await detail()).body.data).toMatchObject({ order_id: order.id, status: RefundStatus.Applying });
    const other = await walletBuyer(t.app, t.database, 0);
    const theirs = await call(t.app, 'GET', '/api/refund/detail', {
      token: other.token,
      query: { order_id: String(order.id) },
    });
    expect(theirs).toMatchObject({ status: 404, body: { code: 0, error: 'NOT_FOUND', data: null } });
    const none404 = await call(t.app, 'GET', '/api/refund/detail', {
      token: buyer.token,
      query: { order_id: String(2 ** 31 - 1) },
    });
    expect(none404).toMatchObject({ status: 404, body: { error: 'NOT_FOUND' } });
  });

  it('without return: applying puts the order in after-sale; approval pays back through the ledger and tells the buyer', async () => {
    const { buyer, order, proof } = await paidOrder();
    const before = await balanceOf(t.database, buyer.id);
    const res = await apply(buyer.token, refundBody(order.id, proof, { amount: '30.50' }));
    expect(res.body).toMatchObject({
      msg: 'Refund request submitted',
      data: { status: RefundStatus.Applying, amount_cents: 3_050 },
    });
    expect(await orderStatus(buyer.token, order.id)).toBe(OrderStatus.InAfterSale);
    const second = await apply(buyer.token, refundBody(order.id, proof));
    expect(second.body).toMatchObject({ error: 'REFUND_EXISTS', msg: 'You have already submitted a refund request' });

    const approved = await call(t.app, 'POST', '/api/admin/refund_approve', {
      token: operator.token,
      body: { id: res.body.data.id },
    });
    expect(approved.body.data.status).toBe(RefundStatus.Refunded);
    expect(await balanceOf(t.database, buyer.id)).toBe(before + 3_050);
    const bill = await call(t.app, 'GET', '/api/user/bill', { token: buyer.token });
    expect(bill.body.data.list[0]).toMatchObject({ type: 'refund', amount_cents: 3_050 });
    const notes = await call(t.app, 'GET', '/api/user/notifications', { token: buyer.token });
    expect(notes.body.data.list[0]).toMatchObject({ kind: 'refund_refunded', params: { amount_cents: 3_050 } });
    // The order list names the order by its refund's state, as its page does: refunded, not "in after-sale".
    const orders = await call(t.app, 'GET', '/api/user/order_list', {
      token: buyer.token,
      query: { status: 'all' },
    });
    expect(orders.body.data.list.find((o: { id: number }) => o.id === order.id)).toMatchObject({
      status: OrderStatus.InAfterSale,
      refund_status: RefundStatus.Refunded,
    });
    await expectLedgerHolds(t.database);
  });

  it('two approvals at once → one credit', async () => {
    const { buyer, order, proof } = await paidOrder();
    const before = await balanceOf(t.database, buyer.id);
    const res = await apply(buyer.token, refundBody(order.id, proof));
    const both = await Promise.all(
      [1, 2].map(() =>
        call(t.app, 'POST', '/api/admin/refund_approve', { token: operator.token, body: { id: res.body.data.id } }),
      ),
    );
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await balanceOf(t.database, buyer.id)).toBe(before + 2_000);
    await expectLedgerHolds(t.database);
  });

  it('with return: approved waits for the goods, the buyer sends them back, the operator confirms, the money returns', async () => {
    const { buyer, order, proof } = await paidOrder();
    await ship(order.id);
    const before = await balanceOf(t.database, buyer.id);
    const res = await apply(
      buyer.token,
      refundBody(order.id, proof, { type: 'return_refund', goods_status: 'received' }),
    );
    const id = res.body.data.id;
    const early = await call(t.app, 'POST', '/api/admin/refund_receive', { token: operator.token, body: { id } });
    expect(early.status).toBe(409);
    await call(t.app, 'POST', '/api/admin/refund_approve', { token: operator.token, body: { id } });
    expect(await balanceOf(t.database, buyer.id)).toBe(before);
    const back = await call(t.app, 'POST', '/api/refund/return', {
      token: buyer.token,
      body: { id, carrier: 'La Poste', tracking_no: '6A123' },
    });
    expect(back.body.data).toMatchObject({ status: RefundStatus.InProgress, return_carrier: 'La Poste' });
    await call(t.app, 'POST', '/api/admin/refund_receive', { token: operator.token, body: { id } });
    expect(await balanceOf(t.database, buyer.id)).toBe(before + 2_000);
    const detail = await call(t.app, 'GET', '/api/refund/detail', {
      token: buyer.token,
      query: { order_id: String(order.id) },
    });
    expect(detail.body.data.status).toBe(RefundStatus.Refunded);
  });

  it('a refusal keeps the reason and puts the order back in the state it had', async () => {
    const { buyer, order, proof } = await paidOrder();
    await ship(order.id);
    const res = await apply(buyer.token, refundBody(order.id, proof, { goods_status: 'received' }));
    const refused = await call(t.app, 'POST', '/api/admin/refund_refuse', {
      token: operator.token,
      body: { id: res.body.data.id, reason: 'The tracking shows it delivered' },
    });
    expect(refused.body.data).toMatchObject({
      status: RefundStatus.Refused,
      refuse_reason: 'The tracking shows it delivered',
    });
    expect(await orderStatus(buyer.token, order.id)).toBe(OrderStatus.Delivered);
    const notes = await call(t.app, 'GET', '/api/user/notifications', { token: buyer.token });
    expect(notes.body.data.list[0]).toMatchObject({ kind: 'refund_refused' });
  });

  it('refuses a wrong state, an amount above what was paid, a missing or foreign proof, and another buyer’s order', async () => {
    const { buyer, order, proof } = await paidOrder();
    const total = order.total_cents;
    const cases: [Record<string, unknown>, string][] = [
      [{ amount: ((total + 1) / 100).toFixed(2) }, 'amount'],
      [{ amount: '-1' }, 'amount'],
      [{ amount: '0' }, 'amount'],
      [{ reason: '' }, 'reason'],
      [{ explanation: '' }, 'explanation'],
    ];
    for (const [extra, field] of cases) {
      const res = await apply(buyer.token, refundBody(order.id, proof, extra));
      expect(res.status, JSON.stringify(extra)).toBe(400);
      expect(res.body.fields).toHaveProperty(field);
    }
    const other = await walletBuyer(t.app, t.database);
    const othersProof = (await upload(t.app, other.token, await pngBytes())).body.data.url;
    const foreignProof = await apply(buyer.token, refundBody(order.id, othersProof));
    expect(foreignProof.body.fields).toHaveProperty('proofs');
    const notMine = await apply(other.token, refundBody(order.id, othersProof));
    expect(notMine.status).toBe(404);
    // Only the keyboard: what was paid for it, less its share of nothing (no discount) — 2 × 59.00.
    const keyboardOnly = await apply(
      buyer.token,
      refundBody(order.id, proof, { product_ids: [f.sku.keyboard.productId], amount: '118.01' }),
    );
    expect(keyboardOnly.body.fields.amount).toBe('The amount cannot be more than what was paid for these products');
    expect(await orderStatus(buyer.token, order.id)).toBe(OrderStatus.WaitingDelivery);

    const unpaid = await placeOrder(t.app, buyer.token, [{ sku_id: f.sku.keyboard.id, quantity: 1 }]);
    const wrongState = await apply(buyer.token, refundBody(unpaid.orders[0]!.id, proof));
    expect(wrongState.status).toBe(409);

    await ship(order.id);
    const noProof = await apply(buyer.token, refundBody(order.id, proof, { goods_status: 'received', proofs: [] }));
    expect(noProof.body).toMatchObject({ error: 'VALIDATION', fields: { proofs: 'Please upload proof' } });
    expect(await orderStatus(buyer.token, order.id)).toBe(OrderStatus.Delivered);
  });

  it('an order not yet shipped: a refund only, goods not received, and no photo asked for', async () => {
    const { buyer, order, proof } = await paidOrder();
    const notShipped = 'This order has not shipped yet: it can only be refunded, with nothing to return';
    const withReturn = await apply(buyer.token, refundBody(order.id, proof, { type: 'return_refund' }));
    expect(withReturn.body).toMatchObject({ error: 'VALIDATION', fields: { type: notShipped } });
    const received = await apply(buyer.token, refundBody(order.id, proof, { goods_status: 'received' }));
    expect(received.body).toMatchObject({ error: 'VALIDATION', fields: { goods_status: notShipped } });
    expect(await orderStatus(buyer.token, order.id)).toBe(OrderStatus.WaitingDelivery);

    const res = await apply(buyer.token, refundBody(order.id, proof, { proofs: [] }));
    expect(res.body).toMatchObject({ code: 1, data: { status: RefundStatus.Applying, proofs: [] } });
    expect(await orderStatus(buyer.token, order.id)).toBe(OrderStatus.InAfterSale);
  });

  it('what was paid for some products splits the discount exactly', () => {
    const order = { totalCents: 10_000, discountCents: 1_001 };
    const lines = [
      { productId: 1, amountCents: 6_000 },
      { productId: 2, amountCents: 3_500 },
    ];
    const first = paidFor(order, lines, [1]);
    const second = paidFor(order, lines, [2]);
    expect(first + second).toBe(6_000 + 3_500 - 1_001);
    expect(paidFor(order, lines, [1, 2])).toBe(10_000);
  });
});

describe('reviews', () => {
  it('the buyer of a received order reviews each product; the order completes and the ratings follow', async () => {
    const { buyer, order } = await paidOrder();
    const review = (items: unknown[]) =>
      call(t.app, 'POST', '/api/order/review', { token: buyer.token, body: { order_id: order.id, items } });
    const item = (productId: number, score: number, content = 'Works as described.') => ({
      product_id: productId,
      product_score: score,
      service_score: 5,
      postage_score: 4,
      content,
      pictures: [],
    });
    const tooEarly = await review([item(f.sku.keyboard.productId, 5), item(f.sku.laptop.productId, 3)]);
    expect(tooEarly.status).toBe(409);
    await call(t.app, 'POST', '/api/admin/order_ship', {
      token: operator.token,
      body: { id: order.id, carrier: 'UPS', tracking_no: '1Z' },
    });
    await call(t.app, 'POST', '/api/order/confirm', { token: buyer.token, body: { id: order.id } });

    const empty = await review([item(f.sku.keyboard.productId, 5, ''), item(f.sku.laptop.productId, 3)]);
    expect(empty.status).toBe(400);
    const missing = await review([item(f.sku.keyboard.productId, 5)]);
    expect(missing.body.fields).toHaveProperty('items');

    const pictures = await Promise.all(
      [1, 2].map(async () => (await upload(t.app, buyer.token, await pngBytes())).body.data.url),
    );
    const done = await review([
      { ...item(f.sku.keyboard.productId, 5, 'Lovely keys <script>alert(1)</script>'), pictures },
      item(f.sku.laptop.productId, 3),
    ]);
    expect(done.body).toMatchObject({ msg: 'Thank you for your review', data: { status: OrderStatus.Completed } });
    const again = await review([item(f.sku.keyboard.productId, 1), item(f.sku.laptop.productId, 1)]);
    expect(again.status).toBe(409);

    const list = await call(t.app, 'GET', '/api/goods/reviews', { query: { id: String(f.sku.keyboard.productId) } });
    expect(list.body.data).toMatchObject({ total: 1, average: 5 });
    // Posted, the buyer's private pictures are shown from their public copies (decision 036).
    const published = pictures.map((url: string) => url.replace('/uploads/private/', '/uploads/u/'));
    expect(list.body.data.list[0]).toMatchObject({
      content: 'Lovely keys <script>alert(1)</script>',
      pictures: published,
    });
    const [keyboard] = await t.database.db.select().from(products).where(eq(products.id, f.sku.keyboard.productId));
    // The fixture's 10 reviews (49 stars) and this 5: 54 / 11.
    expect(keyboard).toMatchObject({ reviewCount: 11, reviewScoreTotal: 54, ratingHundredths: 491 });
    const [shop] = await t.database.db.select().from(shops).where(eq(shops.id, f.circuit.id));
    expect(shop).toMatchObject({ reviewCount: 500 + 2, goodReviewCount: 493 + 1 }); // the fixture's, a 5 and a 3
  });
});
