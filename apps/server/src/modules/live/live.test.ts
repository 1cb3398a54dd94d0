import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { LiveApi, LiveEventName } from '@tradewind/contract';
import { buildApp, type App } from '../../app.js';
import { openPostgres, type DatabaseHandle } from '../../db/client.js';
import { call } from '../../test/api.js';
import { useOrderDesk } from '../../test/order-desk.js';
import { placeOrder } from '../../test/order-fixture.js';
import { openLiveStream, openLiveStreamAt, type LiveEvent } from '../../test/live-stream.js';
import { orders } from '../../db/schema/index.js';
import { notify } from '../notifications/service.js';
import { DEFAULT_ORDER_TIMES } from '../orders/checkout.js';
import { runDueTransitions } from '../orders/lifecycle.js';

/**
 * Two server processes on one database, as behind a load balancer: the operator works on the first, the buyers'
 * streams are held by the second. On PostgreSQL the second app has its own pool and its own listening connection;
 * PGlite is one process, so there the second app shares the one database.
 */
const desk = useOrderDesk();
const { t } = desk;
let other: App;
let otherDatabase: DatabaseHandle | undefined;

beforeAll(async () => {
  otherDatabase = t.url ? await openPostgres(t.url, 5) : undefined;
  other = await buildApp({ database: otherDatabase ?? t.database });
});
afterAll(async () => {
  await other.close();
  await otherDatabase?.close();
});

async function paidOrder(buyer: { token: string }) {
  const [order] = (await placeOrder(t.app, buyer.token, [{ sku_id: desk.f.sku.keyboard.id, quantity: 1 }])).orders;
  expect((await desk.pay(buyer.token, [order!.id])).status).toBe(200);
  return order!;
}
async function ship(orderId: number) {
  const body = { id: orderId, carrier: 'DHL', tracking_no: `LIVE${orderId}` };
  expect((await call(t.app, 'POST', '/api/admin/order_ship', { token: desk.operator.token, body })).status).toBe(200);
}
async function adjustBalance(userId: number) {
  const body = { user_id: userId, amount: '1.00', reason: 'Goodwill' };
  expect((await call(t.app, 'POST', '/api/admin/balance_adjust', { token: desk.operator.token, body })).status).toBe(
    200,
  );
}
const notice = (event: LiveEvent) => ({ event: event.event, id: Number(event.id), ...JSON.parse(event.data) });

describe('live updates across processes', () => {
  it('a buyer’s stream on one process hears the operator ship on another, and no other buyer does', async () => {
    const a = await desk.shopper();
    const b = await desk.shopper();
    const order = await paidOrder(a);
    const streamA = await openLiveStream(other, a.token);
    const streamB = await openLiveStream(other, b.token);
    expect(streamA.status).toBe(200);
    expect(streamA.headers['content-type']).toMatch(/^text\/event-stream/);

    await ship(order.id);
    const shipped = notice(await streamA.next());
    expect(shipped).toMatchObject({ event: LiveEventName.Notice, kind: 'order_shipped' });
    const notes = await call(other, 'GET', '/api/user/notifications', { token: a.token });
    expect(shipped.id).toBe(notes.body.data.list[0].id);

    // B's first event is B's own: A's shipping never reached it.
    await adjustBalance(b.id);
    expect(notice(await streamB.next())).toMatchObject({ event: LiveEventName.Notice, kind: 'balance_adjusted' });
    streamA.close();
    streamB.close();
  });

  it('hears the job loop cancel an unpaid order past its deadline', async () => {
    const a = await desk.shopper();
    const [order] = (await placeOrder(t.app, a.token, [{ sku_id: desk.f.sku.keyboard.id, quantity: 1 }])).orders;
    await t.database.db
      .update(orders)
      .set({ payDeadline: new Date(Date.now() - 60_000) })
      .where(eq(orders.id, order!.id));
    const stream = await openLiveStream(other, a.token);
    expect((await runDueTransitions(t.database.db, DEFAULT_ORDER_TIMES)).cancelled).toBeGreaterThanOrEqual(1);
    expect(notice(await stream.next())).toMatchObject({ event: LiveEventName.Notice, kind: 'order_auto_cancelled' });
    stream.close();
  });

  it('resumes after a drop: Last-Event-ID replays what was missed, in order', async () => {
    const a = await desk.shopper();
    const order = await paidOrder(a);
    const first = await openLiveStream(other, a.token);
    await adjustBalance(a.id);
    const seen = notice(await first.next());
    first.close();

    await ship(order.id);
    await adjustBalance(a.id);
    const resumed = await openLiveStream(other, a.token, seen.id);
    const missed = [notice(await resumed.next()), notice(await resumed.next())];
    expect(missed.map((m) => m.kind)).toEqual(['order_shipped', 'balance_adjusted']);
    expect(missed[0].id).toBeGreaterThan(seen.id);
    expect(missed[1].id).toBeGreaterThan(missed[0].id);
    resumed.close();
  });

  it('sends nothing for a change that rolled back: the event is sent on commit only', async () => {
    const a = await desk.shopper();
    const stream = await openLiveStream(other, a.token);
    const rolledBack = t.database.db.transaction(async (tx) => {
      await notify(tx, a.id, 'order_closed', { order_id: 1, sn: 'X', reason: 'never committed' });
      throw new Error('roll back');
    });
    await expect(rolledBack).rejects.toThrow('roll back');
    await adjustBalance(a.id);
    expect(notice(await stream.next())).toMatchObject({ kind: 'balance_adjusted' });
    stream.close();
  });

  it('ends the stream when its session ends (logout on the other process)', async () => {
    const quick = await buildApp({ database: otherDatabase ?? t.database, liveHeartbeatMs: 20 });
    try {
      const buyer = await desk.shopper();
      const stream = await openLiveStream(quick, buyer.token);
      expect((await call(t.app, 'POST', '/api/user/logout', { token: buyer.token })).status).toBe(200);
      await stream.ended;
    } finally {
      await quick.close();
    }
  });

  it.each([
    ['logout', (buyer: { token: string }) => call(t.app, 'POST', '/api/user/logout', { token: buyer.token })],
    [
      'a password change',
      (buyer: { token: string }) =>
        call(t.app, 'POST', '/api/user/resetpwd', {
          token: buyer.token,
          body: { oldpassword: 'secret-pass-1', newpassword: 'another-pass-2', renewpassword: 'another-pass-2' },
        }),
    ],
    [
      'the buyer disabled',
      (buyer: { id: number }) =>
        call(t.app, 'POST', '/api/admin/buyer_disable', {
          token: desk.operator.token,
          body: { id: buyer.id, reason: 'Chargebacks' },
        }),
    ],
  ])('after %s, a real stream ends at once, without waiting for its heartbeat', async (_, end) => {
    // A real server whose heartbeat (which checks the session too) comes long after the test's time is up: only
    // the session ending, heard through the user memory, can end the stream here.
    const server = await buildApp({ database: otherDatabase ?? t.database, liveHeartbeatMs: 10 * 60_000 });
    try {
      await server.listen({ port: 0, host: '127.0.0.1' });
      const { port } = server.server.address() as AddressInfo;
      const buyer = await desk.shopper();
      const stream = await openLiveStreamAt(`http://127.0.0.1:${port}`, buyer.token);
      expect(stream.status).toBe(200);
      expect((await end(buyer)).status).toBe(200);
      // A notice committed after the end is never written either (session-watch.test.ts).
      await stream.ended;
    } finally {
      await server.close();
    }
  });

  it('is never counted as a request in flight: a process full of streams still answers', async () => {
    const narrow = await buildApp({
      database: otherDatabase ?? t.database,
      loadShedding: { maxInFlight: 1, maxEventLoopDelayMs: 0 },
    });
    try {
      const buyer = await desk.shopper();
      const stream = await openLiveStream(narrow, buyer.token);
      expect(stream.status).toBe(200);
      expect((await call(narrow, 'GET', '/api/user/notification_unread', { token: buyer.token })).status).toBe(200);
      stream.close();
    } finally {
      await narrow.close();
    }
  });

  it('never holds up a shutdown: closing the app ends its open streams first', async () => {
    const closing = await buildApp({ database: otherDatabase ?? t.database });
    // A real server (an injected request never holds one up), on a socket file rather than a port.
    const socketPath = path.join(os.tmpdir(), `tradewind-live-${process.pid}-${randomBytes(4).toString('hex')}.sock`);
    await closing.listen({ path: socketPath });
    const buyer = await desk.shopper();
    const response = await new Promise<http.IncomingMessage>((resolve, reject) =>
      http.get({ socketPath, path: LiveApi.events, headers: { token: buyer.token } }, resolve).on('error', reject),
    );
    expect(response.statusCode).toBe(200);
    const ended = new Promise((resolve) => response.on('end', resolve));
    response.resume();
    await closing.close();
    await ended;
  });

  it('refuses a request without a live session (401)', async () => {
    const res = await call(other, 'GET', LiveApi.events);
    expect(res).toMatchObject({ status: 401, body: { code: 401, error: 'UNAUTHORIZED' } });
    const ended = await desk.shopper();
    await call(t.app, 'POST', '/api/user/logout', { token: ended.token });
    expect((await call(other, 'GET', LiveApi.events, { token: ended.token })).status).toBe(401);
  });
});
