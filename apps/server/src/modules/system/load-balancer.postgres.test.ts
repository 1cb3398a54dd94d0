import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LiveEventName, OrderStatus } from '@tradewind/contract';
import { orderLines, orders, skus } from '../../db/schema/index.js';
import { buildTestApp } from '../../test/build.js';
import { readyBuyer, shopAt, startBuyerLoad, type Shop } from '../../test/buyer-load.js';
import { requireHaproxy, startHaproxy, waitFor } from '../../test/haproxy.js';
import { openLiveStreamAt, type LiveEvent } from '../../test/live-stream.js';
import { startS3Server } from '../../test/s3-server.js';
import { startServerProcess, type ServerProcess } from '../../test/server-process.js';
import { PAY_CODE } from '../../test/wallet.js';

/**
 * Several processes, as production runs them (docs/operations.md): three real server processes on one PostgreSQL database and
 * one S3 bucket, behind HAProxy with its health checks on /api/ready. A buyer load runs through HAProxy and one
 * process is killed with SIGKILL in the middle of it. PostgreSQL only: processes cannot share a PGlite folder.
 * HAProxy must be installed (.ci/run installs it); without it this file fails, it never skips.
 */
const OPERATOR_PASSWORD = 'lb-operator-pass';
const BUYERS = 6;
const STOCK = 100_000;
const cardKey = randomBytes(32).toString('hex');
const payCodeKey = randomBytes(32).toString('hex');
let s3: Awaited<ReturnType<typeof startS3Server>>;
let db: Awaited<ReturnType<typeof buildTestApp>>;
let haproxy: Awaited<ReturnType<typeof startHaproxy>> | undefined;
const servers: ServerProcess[] = [];
const dataDirs: string[] = [];

function startProcess() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tw-lb-process-'));
  dataDirs.push(dataDir);
  const server = startServerProcess({
    DATABASE_URL: db.url!,
    DATA_DIR: dataDir,
    DEMO_PRODUCTS: '12',
    DEMO_ACTIVITY: '0',
    LOG_LEVEL: 'info',
    OPERATOR_ACCOUNT: 'operator',
    OPERATOR_PASSWORD,
    REGISTRATIONS_PER_IP: '1000000',
    TRUST_PROXY: '1',
    ...s3.environment,
    CARD_KEY: cardKey,
    PAY_CODE_KEY: payCodeKey,
  });
  servers.push(server);
  return server.base;
}

beforeAll(async () => {
  requireHaproxy();
  s3 = await startS3Server();
  db = await buildTestApp();
  // The first process seeds the demo catalogue and the operator; the others start on a database already seeded.
  const first = await startProcess();
  haproxy = await startHaproxy([first, ...(await Promise.all([startProcess(), startProcess()]))]);
}, 180_000);
afterAll(async () => {
  await haproxy?.stop();
  for (const server of servers) server.kill('SIGTERM');
  await Promise.all(servers.map((server) => server.exited));
  await db?.close();
  await s3?.close();
  for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
}, 60_000);

const notice = (event: LiveEvent) => ({ event: event.event, id: Number(event.id), ...JSON.parse(event.data) });

async function ok(shop: Shop, ...args: Parameters<Shop>) {
  const res = await shop(...args);
  expect(res.status, `${args[1]}: ${JSON.stringify(res.body)}`).toBe(200);
  return res.body.data;
}

/** Units of the SKU in orders not cancelled (a cancel gives them back). */
async function unitsInOrders(skuId: number) {
  const [row] = await db.database.db
    .select({ units: sql<number>`coalesce(sum(${orderLines.quantity}), 0)::int` })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(and(eq(orderLines.skuId, skuId), ne(orders.status, OrderStatus.Cancelled)));
  return row!.units;
}

/** The best sellers' first SKUs, given stock enough for the whole run, and the units their earlier orders hold. */
async function skusForTheLoad(shop: Shop, token: string) {
  const list = (await ok(shop, 'GET', '/api/goods/list?sort=sales&limit=6', token)).list as { id: number }[];
  const chosen: { productId: number; skuId: number }[] = [];
  for (const { id } of list) {
    const detail = await ok(shop, 'GET', `/api/goods/detail?id=${id}`, token);
    chosen.push({ productId: id, skuId: (detail.skus as { id: number }[])[0]!.id });
  }
  const ids = chosen.map((c) => c.skuId);
  await db.database.db.update(skus).set({ stock: STOCK }).where(inArray(skus.id, ids));
  return {
    chosen,
    soldBefore: new Map(await Promise.all(ids.map(async (id) => [id, await unitsInOrders(id)] as const))),
  };
}

describe('three processes behind HAProxy', () => {
  it('one killed under load: no acknowledged write is lost, the books hold, HAProxy takes it out, live updates resume', async () => {
    const shop = shopAt(haproxy!.base);
    const login = await ok(shop, 'POST', '/api/user/login', undefined, {
      account: 'operator',
      password: OPERATOR_PASSWORD,
    });
    const operator = login.userinfo.token as string;
    const buyers = await Promise.all(
      Array.from({ length: BUYERS }, (_, i) => readyBuyer(shop, operator, `lbbuyer${i}`)),
    );
    const watcher = await readyBuyer(shop, operator, 'lbwatcher');
    const { chosen: load, soldBefore } = await skusForTheLoad(shop, watcher.token);

    // The watcher has a paid order for the operator to ship later, and an open stream through HAProxy.
    await ok(shop, 'POST', '/api/cart/add', watcher.token, { sku_id: load[0]!.skuId, quantity: 1 });
    const [order] = (await ok(shop, 'POST', '/api/order/create', watcher.token, {}, 'watch-checkout')).orders;
    const pay = { order_ids: [order.id], pay_password: PAY_CODE };
    await ok(shop, 'POST', '/api/order/pay', watcher.token, pay, 'watch-pay');
    const stream = await openLiveStreamAt(haproxy!.base, watcher.token);
    expect(stream.status).toBe(200);
    const holder = String(stream.headers['x-served-by']);
    const adjust = { user_id: watcher.id, amount: '1.00', reason: 'Goodwill' };
    await ok(shop, 'POST', '/api/admin/balance_adjust', operator, adjust);
    const seen = notice(await stream.next());
    expect(seen).toMatchObject({ event: LiveEventName.Notice, kind: 'balance_adjusted' });

    // The load runs; the process holding the watcher's stream is killed once orders are being made.
    const run = startBuyerLoad(shop, buyers, load);
    await waitFor(() => run.acknowledged.orders.size >= 12, { what: 'orders before the kill', ms: 60_000 });
    const victim = servers[Number(holder.slice(1)) - 1]!;
    victim.kill('SIGKILL');
    await victim.exited;
    const atKill = run.acknowledged.orders.size;
    let streamEnded = false;
    void stream.ended.then(() => (streamEnded = true));
    await waitFor(() => streamEnded, { what: 'the stream on the killed process to break' });
    await waitFor(() => run.acknowledged.orders.size >= atKill + 12, { what: 'orders after the kill', ms: 60_000 });
    await run.stop();

    // HAProxy's checks took the dead process out and left the others in.
    await waitFor(async () => (await haproxy!.states()).get(holder) === 'DOWN', { what: `${holder} DOWN` });
    const states = await haproxy!.states();
    expect([...states].filter(([, state]) => state === 'UP').length).toBe(2);

    // While the watcher was away the operator adjusted the balance; back through HAProxy with Last-Event-ID,
    // another process replays that, then brings the shipping as it happens.
    await ok(shop, 'POST', '/api/admin/balance_adjust', operator, adjust);
    const resumed = await openLiveStreamAt(haproxy!.base, watcher.token, seen.id);
    expect(resumed.status).toBe(200);
    expect(resumed.headers['x-served-by']).not.toBe(holder);
    const missed = notice(await resumed.next());
    expect(missed).toMatchObject({ kind: 'balance_adjusted' });
    expect(missed.id).toBeGreaterThan(seen.id);
    const ship = { id: order.id, carrier: 'DHL', tracking_no: `LB${order.id}` };
    await ok(shop, 'POST', '/api/admin/order_ship', operator, ship);
    expect(notice(await resumed.next())).toMatchObject({ event: LiveEventName.Notice, kind: 'order_shipped' });
    resumed.close();

    // Every acknowledged order is there, every acknowledged payment too.
    const acknowledged = [...run.acknowledged.orders];
    const found = await db.database.db
      .select({ id: orders.id, status: orders.status })
      .from(orders)
      .where(inArray(orders.id, acknowledged));
    const statusOf = new Map(found.map((row) => [row.id, row.status]));
    for (const id of acknowledged) expect(statusOf.has(id), `acknowledged order ${id}`).toBe(true);
    for (const id of run.acknowledged.paid)
      expect(statusOf.get(id), `paid order ${id}`).toBe(OrderStatus.WaitingDelivery);

    // A copy sent again never made a second order: the database holds the acknowledged orders, plus at most what the
    // writes left unanswered could have made (a bag of one line per SKU of the load).
    const buyerIds = buyers.map((buyer) => buyer.id);
    const made = await db.database.db.select({ id: orders.id }).from(orders).where(inArray(orders.userId, buyerIds));
    expect(made.length - acknowledged.length).toBeLessThanOrEqual(run.unknown() * load.length);

    // The ledger holds, and no unit was sold twice or lost: stock + units in orders not cancelled = what it was.
    expect((await ok(shop, 'GET', '/api/admin/ledger_check', operator)).problems).toEqual([]);
    for (const { skuId } of load) {
      const [{ stock }] = await db.database.db.select({ stock: skus.stock }).from(skus).where(eq(skus.id, skuId));
      expect(stock + (await unitsInOrders(skuId)), `SKU ${skuId}`).toBe(STOCK + soldBefore.get(skuId)!);
    }
    console.log(
      `load balancer test: ${atKill} orders acknowledged before the kill of ${holder}, ${acknowledged.length} in all, ` +
        `${run.acknowledged.paid.size} paid, ${run.unknown()} writes left without an answer, ${shop.counts.sentAgain} calls sent again`,
    );
  }, 120_000);
});
