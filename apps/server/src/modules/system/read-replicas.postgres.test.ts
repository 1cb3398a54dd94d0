import pg from 'pg';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../app.js';
import { openPostgres, queryRows, type DatabaseHandle } from '../../db/client.js';
import { products } from '../../db/schema/index.js';
import { insertCatalogueFixture } from '../../test/catalogue-fixture.js';
import { call, registerBuyer } from '../../test/api.js';
import { waitFor } from '../../test/haproxy.js';
import { startReplicatedPostgres, type ReplicatedPostgres } from '../../test/replicated-postgres.js';
import { startPgbouncer } from '../../test/pgbouncer.js';
import { addAddress, placeOrder } from '../../test/order-fixture.js';
import { PAY_CODE, operatorOf, walletBuyer } from '../../test/wallet.js';
import { openLiveStream } from '../../test/live-stream.js';

/**
 * A primary and a streaming replica of the test's own (test/replicated-postgres.ts), the app reading its catalogue
 * from the replica (decision 048). The replica's replay is paused to hold it behind on purpose, and the replica is
 * stopped under load. Needs Debian's PostgreSQL 15 server tools (.ci/run); it never skips.
 */
const MAX_LAG_MS = 4_000;
const METRICS_TOKEN = 'replica-test-metrics-token';
let clusters: ReplicatedPostgres;
let database: DatabaseHandle;
let app: App;
/** The fixture's product with SKUs (Nimbus Smartphone 5G). */
const PRODUCT = 4;

/** One statement on the replica, on a connection of its own (the replica is stopped and started below). */
async function onReplica(statement: string) {
  const client = new pg.Client({ connectionString: clusters.replicaUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  clusters = await startReplicatedPostgres();
  database = await openPostgres(clusters.primaryUrl, 5, {
    replicaUrls: [clusters.replicaUrl],
    replicaCheckMs: 100,
    replicaMaxLagMs: MAX_LAG_MS,
  });
  await insertCatalogueFixture(database.db);
  // No answers kept in memory: every read below reaches a database.
  app = await buildApp({
    database,
    sharedAnswerMs: 0,
    loadShedding: { maxEventLoopDelayMs: 0 },
    registrationsPerIp: 1_000_000,
    metricsToken: METRICS_TOKEN,
  });
}, 120_000);
afterAll(async () => {
  await app?.close();
  await database?.close();
  clusters?.stop();
}, 60_000);

const titleOf = async (token?: string) =>
  (await call(app, 'GET', '/api/goods/detail', { query: { id: String(PRODUCT) }, token })).body.data.title as string;
const ready = async () => (await call(app, 'GET', '/api/ready')).body.data;
const serving = async () => (await ready()).replicas[0].serving as boolean;
const rename = (title: string) => database.db.update(products).set({ title }).where(eq(products.id, PRODUCT));

describe('catalogue reads from a streaming replica', () => {
  it('a product edited on the primary is read from the replica once replayed; the writer reads their own write at once', async () => {
    await waitFor(serving, { what: 'the replica to take reads' });
    expect(await ready()).toMatchObject({ status: 'ok', replicas: [{ up: true, serving: true }] });

    await rename('Edited on the primary');
    await waitFor(async () => (await titleOf()) === 'Edited on the primary', { what: 'the edit replayed' });

    // The replica stops replaying: a visitor keeps reading what it holds, which is the replica's answer, not the
    // primary's.
    await onReplica('select pg_wal_replay_pause()');
    await rename('Not replayed yet');
    expect(await titleOf()).toBe('Edited on the primary');

    // A buyer changes their bag: they see it at once, and their next catalogue reads come from the primary too.
    const buyer = await registerBuyer(app);
    const skuId = (await call(app, 'GET', '/api/goods/detail', { query: { id: String(PRODUCT) } })).body.data.skus[0]
      .id;
    const added = await call(app, 'POST', '/api/cart/add', {
      token: buyer.token,
      body: { sku_id: skuId, quantity: 2 },
    });
    expect(added.status).toBe(200);
    const bag = (await call(app, 'GET', '/api/cart/list', { token: buyer.token })).body.data;
    expect(bag.shops[0].items[0]).toMatchObject({ sku_id: skuId, quantity: 2 });
    expect(await titleOf(buyer.token)).toBe('Not replayed yet');
    expect(await titleOf()).toBe('Edited on the primary');

    // Held back past the set lag, the replica is left out: everyone reads the primary, /api/ready says why.
    await waitFor(async () => !(await serving()), { what: 'the lagging replica left out', ms: 30_000 });
    expect(await titleOf()).toBe('Not replayed yet');
    const [lagging] = (await ready()).replicas;
    expect(lagging).toMatchObject({ up: true, serving: false });
    expect(lagging.lag_ms).toBeGreaterThan(MAX_LAG_MS);

    // Replaying again, it catches up and comes back.
    await onReplica('select pg_wal_replay_resume()');
    await waitFor(serving, { what: 'the replica back once caught up', ms: 30_000 });
    expect((await ready()).replicas[0].lag_ms).toBeLessThanOrEqual(MAX_LAG_MS);
  }, 90_000);

  it('reads survive the replica being stopped mid-load, and it comes back when started', async () => {
    await waitFor(serving, { what: 'the replica to take reads' });
    const buyer = await registerBuyer(app);
    const urls = ['/api/goods/detail?id=2', '/api/goods/list?limit=4', '/api/goods/search?keyword=phone'];
    const failures: string[] = [];
    let answered = 0;
    let stopping = false;
    const reader = async (i: number) => {
      while (!stopping) {
        const url = urls[(answered + i) % urls.length]!;
        const res = await app.inject({ method: 'GET', url, headers: i % 2 ? { token: buyer.token } : {} });
        if (res.statusCode === 200) answered += 1;
        else failures.push(`${url}: ${res.statusCode} ${res.body}`);
      }
    };
    const readers = Promise.all(Array.from({ length: 6 }, (_, i) => reader(i)));
    await waitFor(() => answered >= 60, { what: 'reads before the stop' });
    clusters.stopReplica();
    const atStop = answered;
    await waitFor(async () => !(await serving()), { what: 'the stopped replica left out' });
    await waitFor(() => answered >= atStop + 60, { what: 'reads after the stop' });
    stopping = true;
    await readers;
    expect(failures).toEqual([]);
    expect((await ready()).replicas[0]).toMatchObject({ up: false, serving: false, lag_ms: null });

    clusters.startReplica();
    await waitFor(serving, { what: 'the restarted replica back', ms: 30_000 });
  }, 90_000);

  it('/metrics shows requests, pools, the replica and load shedding to the scraper with the token only', async () => {
    await call(app, 'GET', '/api/goods/detail', { query: { id: '3' } });
    expect((await app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(401);
    const wrong = await app.inject({ method: 'GET', url: '/metrics', headers: { authorization: 'Bearer nope' } });
    expect(wrong.statusCode).toBe(401);
    const res = await app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    const name = `${new URL(clusters.replicaUrl).hostname}:${new URL(clusters.replicaUrl).port}/tradewind`;
    expect(res.body).toMatch(
      /tradewind_http_request_duration_seconds_count\{method="GET",route="\/api\/goods\/detail",status="200"\} \d+/,
    );
    expect(res.body).toContain(`tradewind_replica_lag_seconds{replica="${name}"}`);
    expect(res.body).toContain(`tradewind_replica_serving{replica="${name}"} 1`);
    expect(res.body).toMatch(/tradewind_db_pool_connections\{pool="primary",state="total"\} \d+/);
    expect(res.body).toContain(`tradewind_db_pool_connections{pool="${name}",state="waiting"}`);
  });
});

describe('behind PgBouncer in transaction mode', () => {
  it('buyers check out and pay through it, the typo search keeps its setting, notices come by the direct connection', async () => {
    const bouncer = await startPgbouncer(clusters.primaryUrl, 2);
    const pooled = await openPostgres(bouncer.url, 6, {
      directUrl: clusters.primaryUrl,
      replicaUrls: [clusters.replicaUrl],
      replicaCheckMs: 100,
    });
    const shop = await buildApp({ database: pooled, sharedAnswerMs: 0, loadShedding: { maxEventLoopDelayMs: 0 } });
    try {
      // The search's setting comes from the database, not from the connection's start (PgBouncer refuses that).
      const [setting] = await queryRows<{ value: string }>(
        pooled.db,
        sql`select current_setting('pg_trgm.word_similarity_threshold') as value`,
      );
      expect(setting!.value).toBe('0.4');
      const skuId = (await call(shop, 'GET', '/api/goods/detail', { query: { id: String(PRODUCT) } })).body.data.skus[0]
        .id as number;
      await database.db.execute(sql`update skus set stock = 1000 where id = ${skuId}`);
      // Six buyers at once on two server connections: each buyer's named statements would meet connections that
      // never prepared them.
      const buyers = await Promise.all(Array.from({ length: 6 }, () => walletBuyer(shop, pooled, 1_000_000)));
      const stream = await openLiveStream(shop, buyers[0]!.token);
      await Promise.all(
        buyers.map(async (buyer, i) => {
          await addAddress(shop, buyer.token);
          for (let round = 0; round < 2; round += 1) {
            const { orders } = await placeOrder(shop, buyer.token, [{ sku_id: skuId, quantity: 1 }]);
            const paid = await call(shop, 'POST', '/api/order/pay', {
              token: buyer.token,
              body: { order_ids: orders.map((o) => o.id), pay_password: PAY_CODE },
              headers: { 'idempotency-key': `bouncer-${i}-${round}` },
            });
            expect(paid.status, JSON.stringify(paid.body)).toBe(200);
          }
        }),
      );
      // An operator's adjustment reaches the buyer's stream through the LISTEN connection, which goes direct.
      const operator = await operatorOf(shop, pooled);
      const adjust = { user_id: buyers[0]!.id, amount: '1.00', reason: 'Goodwill' };
      expect(
        (await call(shop, 'POST', '/api/admin/balance_adjust', { token: operator.token, body: adjust })).status,
      ).toBe(200);
      expect(JSON.parse((await stream.next()).data)).toMatchObject({ kind: 'balance_adjusted' });
      stream.close();
    } finally {
      await shop.close();
      await pooled.close();
      bouncer.stop();
    }
  }, 90_000);
});
