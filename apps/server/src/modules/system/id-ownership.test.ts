import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/build.js';
import { call } from '../../test/api.js';
import { addAddress, insertOrderFixture, placeOrder } from '../../test/order-fixture.js';
import { PAY_CODE, pngBytes, seedNetworks, upload, walletBuyer } from '../../test/wallet.js';
import { refunds, sessions, withdrawAccounts } from '../../db/schema/index.js';
import { notifications } from '../../db/schema/index.js';
import { eq } from 'drizzle-orm';
import { addSoftwarePasskey } from '../../test/software-authenticator.js';
import { ID_ROUTES, routesTakingIds, type OwnedIds } from './id-routes.js';

// Served from a folder of its own, so that /uploads/* is routed as in the product.
const uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tradewind-ownership-'));
const t = useTestApp({ uploadsDir });
afterAll(() => fs.rmSync(uploadsDir, { recursive: true, force: true }));
let owner: Awaited<ReturnType<typeof walletBuyer>>;
let ids: OwnedIds;
let intruder: Awaited<ReturnType<typeof walletBuyer>>;

/** A buyer with one of each thing a buyer owns: an address, bag lines, orders, a refund, a notification, a card. */
beforeAll(async () => {
  const f = await insertOrderFixture(t.database);
  const [network] = await seedNetworks(t.database);
  owner = await walletBuyer(t.app, t.database, 1_000_000);
  const post = (path: string, body: unknown) => call(t.app, 'POST', path, { token: owner.token, body });
  const address = await addAddress(t.app, owner.token);
  const unpaid = await placeOrder(t.app, owner.token, [{ sku_id: f.sku.rugged.id, quantity: 1 }]);
  const paid = await placeOrder(t.app, owner.token, [{ sku_id: f.sku.keyboard.id, quantity: 1 }]);
  await post('/api/order/pay', { order_ids: [paid.orders[0]!.id], pay_password: PAY_CODE });
  const bag = (await post('/api/cart/add', { sku_id: f.sku.keyboard.id, quantity: 1 })).body.data;
  const laptop = (await post('/api/cart/add', { sku_id: f.sku.laptop.id, quantity: 1 })).body.data;
  const lineOf = (data: typeof bag, skuId: number) =>
    data.shops
      .flatMap((s: { items: { id: number; sku_id: number }[] }) => s.items)
      .find((i: { sku_id: number }) => i.sku_id === skuId).id;
  const savedLine = lineOf(laptop, f.sku.laptop.id);
  await post('/api/cart/save_for_later', { ids: [savedLine] });
  const [refund] = await t.database.db
    .insert(refunds)
    .values({
      orderId: paid.orders[0]!.id,
      userId: owner.id,
      type: 'return_refund',
      goodsStatus: 'received',
      productIds: [f.sku.keyboard.productId],
      amountCents: 100,
      maxCents: paid.orders[0]!.total_cents,
      reason: 'damaged',
      explanation: 'Broken',
      proofs: [],
      status: 1,
    })
    .returning();
  await t.database.db.insert(notifications).values({ userId: owner.id, kind: 'recharge_passed', params: {} });
  const [notification] = await t.database.db.select().from(notifications).where(eq(notifications.userId, owner.id));
  const [account] = await t.database.db
    .insert(withdrawAccounts)
    .values({ userId: owner.id, type: 'chain', networkId: network!.id, address: 'TXownerAddress123', fingerprint: 'x' })
    .returning();
  intruder = await walletBuyer(t.app, t.database, 1_000_000);
  await addAddress(t.app, intruder.token);
  const picture = (await upload(t.app, intruder.token, await pngBytes())).body.data.url as string;
  ids = {
    address: address.id,
    bagLine: lineOf(bag, f.sku.keyboard.id),
    savedLine,
    unpaidOrder: unpaid.orders[0]!.id,
    paidOrder: paid.orders[0]!.id,
    refund: refund!.id,
    notification: notification!.id,
    withdrawAccount: account!.id,
    session: (await t.database.db.select().from(sessions).where(eq(sessions.userId, owner.id)))[0]!.id,
    network: network!.id,
    sku: f.sku.keyboard.id,
    product: f.sku.keyboard.productId,
    picture,
    passkey: await addSoftwarePasskey(t.app, owner.token),
  };
});

describe('the ownership table (docs/architecture.md §9)', () => {
  it('lists every route that takes an id, and only those', () => {
    expect(routesTakingIds(t.app)).toEqual(Object.keys(ID_ROUTES).sort());
  });

  it.each(Object.entries(ID_ROUTES).filter(([, rule]) => rule.kind === 'own'))(
    '%s: another buyer’s id is not found',
    async (route, rule) => {
      if (rule.kind !== 'own') return;
      const path = route.split(' ')[1]!;
      const request = rule.call(ids, PAY_CODE);
      const res = await call(t.app, request.method, path, { token: intruder.token, ...request });
      expect(res).toMatchObject({ status: 404, body: { error: 'NOT_FOUND' } });
    },
  );

  it('GET /uploads/private/*: another buyer’s picture is not found, by token or by cookie', async () => {
    const [mine, theirs] = await Promise.all(
      [intruder.token, owner.token].map((token) =>
        t.app.inject({ method: 'GET', url: ids.picture, headers: { token } }),
      ),
    );
    expect(mine.statusCode).toBe(200);
    expect(theirs.statusCode).toBe(404);
    const byCookie = await t.app.inject({
      method: 'GET',
      url: ids.picture,
      headers: { cookie: `Admin-Token=${owner.token}` },
    });
    expect(byCookie.statusCode).toBe(404);
  });

  it.each(Object.entries(ID_ROUTES).filter(([, rule]) => rule.kind === 'operator'))(
    '%s: refused to a buyer',
    async (route) => {
      const [method, path] = route.split(' ') as ['GET' | 'POST', string];
      const res = await call(t.app, method, path, {
        token: intruder.token,
        body: method === 'POST' ? { id: 1 } : undefined,
        query: { id: '1' },
      });
      expect(res).toMatchObject({ status: 403, body: { error: 'FORBIDDEN' } });
    },
  );
});
