import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { consolePictureUrl } from '@tradewind/contract';
import { orderMessages, refunds } from '../../db/schema/index.js';
import { useTestApp } from '../../test/build.js';
import { call } from '../../test/api.js';
import { operationsOf } from '../../test/openapi.js';
import { addAddress, insertOrderFixture, placeOrder } from '../../test/order-fixture.js';
import { operatorOf, PAY_CODE, pngBytes, upload, walletBuyer } from '../../test/wallet.js';
import { staffOf } from './test-kit.js';

import { ROUTES, type Request, type Rule, type Side } from './console-routes.js';

type Fixture = Awaited<ReturnType<typeof makeFixture>>;

const uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tradewind-staff-scope-'));
const t = useTestApp({ uploadsDir });
afterAll(() => fs.rmSync(uploadsDir, { recursive: true, force: true }));
let fx: Fixture;

async function makeFixture() {
  const f = await insertOrderFixture(t.database);
  const operator = await operatorOf(t.app, t.database);
  const buyer = await walletBuyer(t.app, t.database, 1_000_000);
  await addAddress(t.app, buyer.token);
  /** One order of `skuId`'s shop, paid; shipped by the operator when asked. */
  const paid = async (skuId: number, ship = false) => {
    const [order] = (await placeOrder(t.app, buyer.token, [{ sku_id: skuId, quantity: 1 }])).orders;
    const pay = await call(t.app, 'POST', '/api/order/pay', {
      token: buyer.token,
      body: { order_ids: [order!.id], pay_password: PAY_CODE },
    });
    expect(pay.status).toBe(200);
    if (ship) {
      const res = await call(t.app, 'POST', '/api/admin/order_ship', {
        token: operator.token,
        body: { id: order!.id, carrier: 'DHL', tracking_no: `S${order!.id}` },
      });
      expect(res.status).toBe(200);
    }
    return order!;
  };
  const refundBody = {
    type: 'refund_only',
    goods_status: 'not_received',
    amount: '1.00',
    reason: 'not_received',
    explanation: 'Never came.',
  };
  const side = async ({ id: skuId, productId }: { id: number; productId: number }): Promise<Side> => {
    const order = await paid(skuId);
    const asked = await call(t.app, 'POST', '/api/goods/question_ask', {
      token: buyer.token,
      body: { product_id: productId, question: 'Does it fit?' },
    });
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    // A second question, still waiting after the answer the table's line gives the first.
    const waiting = await call(t.app, 'POST', '/api/goods/question_ask', {
      token: buyer.token,
      body: { product_id: productId, question: 'And in blue?' },
    });
    expect(waiting.status).toBe(200);
    const wrote = await call(t.app, 'POST', '/api/order/message_send', {
      token: buyer.token,
      body: { order_id: order.id, body: 'When does it ship?' },
    });
    expect(wrote.status, JSON.stringify(wrote.body)).toBe(200);
    const [message] = await t.database.db
      .select({ id: orderMessages.id })
      .from(orderMessages)
      .where(eq(orderMessages.orderId, order.id));
    const shipped = await paid(skuId, true);
    const refunded = await paid(skuId);
    const proof = (await upload(t.app, buyer.token, await pngBytes())).body.data.url as string;
    const applied = await call(t.app, 'POST', '/api/refund/apply', {
      token: buyer.token,
      body: { ...refundBody, order_id: refunded.id, proofs: [proof] },
    });
    expect(applied.status).toBe(200);
    // A refund the shop refused, taken to Tradewind: the shop's case.
    const disputed = await paid(skuId, true);
    const askedBack = await call(t.app, 'POST', '/api/refund/apply', {
      token: buyer.token,
      body: { ...refundBody, order_id: disputed.id, proofs: [proof] },
    });
    const refused = await call(t.app, 'POST', '/api/admin/refund_refuse', {
      token: operator.token,
      body: { id: askedBack.body.data.id, reason: 'Not ours' },
    });
    expect(refused.status).toBe(200);
    const opened = await call(t.app, 'POST', '/api/dispute/open', {
      token: buyer.token,
      body: { order_id: disputed.id, want: 'full_refund', statement: 'Never came.', pictures: [] },
    });
    expect(opened.status, JSON.stringify(opened.body)).toBe(200);
    const dispute = opened.body.data.id as number;
    return {
      order: order.id,
      shipped: shipped.id,
      refund: applied.body.data.id,
      sn: order.sn,
      proof,
      dispute,
      question: asked.body.data.id as number,
      message: message!.id,
      waiting: waiting.body.data.id as number,
    };
  };
  const a = await side(f.sku.keyboard);
  const b = await side(f.sku.rugged);
  const staff = await staffOf(t.app, operator.token, [f.circuit.id]);
  return { f, operator, buyer, a, b, staff };
}

beforeAll(async () => {
  fx = await makeFixture();
});

const send = async (method: string, path: string, token: string, request: Request = {}) => {
  const res = await t.app.inject({
    method: method as 'GET' | 'POST',
    url: path,
    headers: { token },
    query: request.query,
    payload: request.body as never,
  });
  const text = res.body;
  let body: Record<string, unknown> = {};
  try {
    body = res.json();
  } catch {
    body = {};
  }
  return { status: res.statusCode, body, text };
};

describe('staff of shop A on every console route', () => {
  it('the table names every console route the app registers, and no other', () => {
    const registered = operationsOf(t.app)
      .filter((op) => op.path.startsWith('/api/admin/'))
      .map((op) => `${op.method} ${op.path}`)
      .sort();
    expect(registered).toEqual(Object.keys(ROUTES).sort());
  });

  const entries = Object.entries(ROUTES);
  it.each(entries.filter(([, rule]) => rule.who === 'platform'))('%s: 403 for staff', async (route) => {
    const [method, path] = route.split(' ');
    const res = await send(method!, path!, fx.staff.token, method === 'POST' ? { body: {} } : {});
    expect(res).toMatchObject({ status: 403, body: { error: 'FORBIDDEN' } });
  });

  it.each(entries.filter(([, rule]) => rule.who === 'row'))(
    "%s: 404 on shop B's row and nothing changes; shop A's is reached",
    async (route, rule) => {
      const [method, path] = route.split(' ');
      const request = (rule as Extract<Rule, { who: 'row' }>).request;
      const before = await Promise.all([fx.b.order, fx.b.shipped].map((id) => detail(id)));
      const refundBefore = await refundRow(fx.b.refund);
      const theirs = await send(method!, path!, fx.staff.token, request(fx.b));
      expect(theirs).toMatchObject({ status: 404, body: { error: 'NOT_FOUND' } });
      expect(await Promise.all([fx.b.order, fx.b.shipped].map((id) => detail(id)))).toEqual(before);
      expect(await refundRow(fx.b.refund)).toEqual(refundBefore);
      const own = await send(method!, path!, fx.staff.token, request(fx.a));
      // Done, or refused by the row's state (a refund approved by the line above): never hidden, never refused input.
      expect([200, 409], `${own.status} ${JSON.stringify(own.body)}`).toContain(own.status);
    },
  );

  it.each(entries.filter(([, rule]) => rule.who === 'list'))(
    "%s: shop A's rows only; the platform sees both shops'",
    async (route, rule) => {
      const [method, path] = route.split(' ');
      const { request, shown } = rule as Extract<Rule, { who: 'list' }>;
      const mine = shown(await send(method!, path!, fx.staff.token, request));
      const all = shown(await send(method!, path!, fx.operator.token, request));
      const a = keysOf(fx.a);
      const b = keysOf(fx.b);
      expect(all.filter((key) => a.includes(key) || b.includes(key)).length).toBeGreaterThan(1);
      expect(mine.some((key) => a.includes(key))).toBe(true);
      expect(mine.filter((key) => b.includes(key))).toEqual([]);
      expect(all.some((key) => b.includes(key))).toBe(true);
    },
  );

  it.each(entries.filter(([, rule]) => rule.who === 'self'))(
    '%s: answers staff about themselves',
    async (route, rule) => {
      const [method, path] = route.split(' ');
      const signedIn = await t.app.inject({
        method: 'POST',
        url: '/api/admin/sign_in',
        payload: { account: fx.staff.account, password: fx.staff.password },
      });
      const token = /tw_admin=([^;]*)/.exec(String(signedIn.headers['set-cookie']))![1]!;
      // The upload takes a picture's bytes (a shop's evidence, kept private: decision 036).
      const status =
        path === '/api/admin/upload'
          ? (
              await t.app.inject({
                method: 'POST',
                url: path,
                headers: { token, 'content-type': 'image/png' },
                payload: await pngBytes(),
              })
            ).statusCode
          : (await send(method!, path!, token)).status;
      expect(status).toBe((rule.who === 'self' && rule.answers) || 200);
    },
  );

  it("a buyer's private picture: staff see their shops' refund proofs only", async () => {
    const other = await walletBuyer(t.app, t.database, 0);
    const stray = (await upload(t.app, other.token, await pngBytes(32, 32))).body.data.url as string;
    for (const [proof, staff, operator] of [
      [fx.a.proof, 200, 200],
      [fx.b.proof, 404, 200],
      [stray, 404, 200],
    ] as const) {
      const url = consolePictureUrl(proof);
      expect((await send('GET', url, fx.staff.token)).status).toBe(staff);
      expect((await send('GET', url, fx.operator.token)).status).toBe(operator);
    }
  });

  it('staff of two shops see both; after their shops change, only the new ones', async () => {
    const both = await staffOf(t.app, fx.operator.token, [fx.f.circuit.id, fx.f.harbour.id]);
    expect((await send('GET', '/api/admin/order', both.token, { query: { id: String(fx.b.order) } })).status).toBe(200);
    await send('POST', '/api/admin/staff_shops', fx.operator.token, {
      body: { user_id: both.id, shop_ids: [fx.f.harbour.id] },
    });
    expect((await send('GET', '/api/admin/order', both.token, { query: { id: String(fx.a.order) } })).status).toBe(404);
    expect((await send('GET', '/api/admin/order', both.token, { query: { id: String(fx.b.order) } })).status).toBe(200);
  });
});

const keysOf = (side: Side) => [
  `dispute:${side.dispute}`,
  `question:${side.question}`,
  `question:${side.waiting}`,
  `order:${side.order}`,
  `order:${side.shipped}`,
  `refund:${side.refund}`,
  `sn:${side.sn}`,
];
const detail = async (id: number) =>
  (await send('GET', '/api/admin/order', fx.operator.token, { query: { id: String(id) } })).body.data;
const refundRow = async (id: number) => (await t.database.db.select().from(refunds).where(eq(refunds.id, id)))[0];
