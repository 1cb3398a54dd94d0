import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/build.js';
import { call } from '../test/api.js';
import { addAddress, insertOrderFixture, placeOrder } from '../test/order-fixture.js';
import { PAY_CODE, walletBuyer } from '../test/wallet.js';
import { openLiveStream } from '../test/live-stream.js';
import { waitFor } from '../test/haproxy.js';

const TOKEN = 'metrics-test-token-0123456789';
const t = useTestApp({
  metricsToken: TOKEN,
  salesCountMs: 50,
  loadShedding: { maxEventLoopDelayMs: 0, maxInFlight: 2 },
});

const scrape = async () => {
  const res = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
  expect(res.statusCode).toBe(200);
  return res.body;
};
/** The value of one series in the text format, or undefined when it is not there. */
const valueOf = (text: string, series: string) => {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
};

describe('GET /metrics', () => {
  it('is refused without the token, and not served at all on an app without one', async () => {
    const none = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toMatchObject({ error: 'UNAUTHORIZED' });
    const wrong = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}x` },
    });
    expect(wrong.statusCode).toBe(401);
  });

  it('counts requests by route and status, payments by outcome, load shedding, the job loops and live streams', async () => {
    const f = await insertOrderFixture(t.database);
    const buyer = await walletBuyer(t.app, t.database, 1_000_000);
    await addAddress(t.app, buyer.token);
    const { orders } = await placeOrder(t.app, buyer.token, [{ sku_id: f.sku.keyboard.id, quantity: 1 }]);
    const pay = (code: string) =>
      call(t.app, 'POST', '/api/order/pay', {
        token: buyer.token,
        body: { order_ids: orders.map((o) => o.id), pay_password: code },
        headers: { 'idempotency-key': `metrics-${code}` },
      });
    const refused = await pay('135791');
    expect(refused.status).toBeGreaterThanOrEqual(400);
    expect((await pay(PAY_CODE)).status).toBe(200);
    await call(t.app, 'GET', '/api/goods/detail', { query: { id: String(f.products[3]!.id) } });
    await call(t.app, 'GET', '/api/no/such/route');
    // Two in flight at most: a crowd is partly answered 503 BUSY.
    const crowd = await Promise.all(
      Array.from({ length: 20 }, () => t.app.inject({ method: 'GET', url: '/api/goods/list?limit=50' })),
    );
    const shed = crowd.filter((answer) => answer.statusCode === 503).length;
    expect(shed).toBeGreaterThan(0);
    const stream = await openLiveStream(t.app, buyer.token);
    expect(stream.status).toBe(200);

    const text = await scrape();
    const count = (route: string, status: number, method = 'GET') =>
      valueOf(
        text,
        `tradewind_http_request_duration_seconds_count{method="${method}",route="${route}",status="${status}"}`,
      );
    expect(count('/api/goods/detail', 200)).toBe(1);
    expect(count('/api/goods/list', 503)).toBe(shed);
    expect(count('unmatched', 404)).toBe(1);
    expect(text).toMatch(
      /tradewind_http_request_duration_seconds_bucket\{le="0.05",method="GET",route="\/api\/goods\/detail",status="200"\} \d/,
    );
    expect(valueOf(text, 'tradewind_load_shed_total')).toBe(shed);
    expect(valueOf(text, 'tradewind_payments_total{route="/api/order/pay",outcome="paid"}')).toBe(1);
    expect(valueOf(text, `tradewind_payments_total{route="/api/order/pay",outcome="${refused.body.error}"}`)).toBe(1);
    expect(valueOf(text, 'tradewind_live_streams')).toBe(1);
    stream.close();
    // The sales counter runs every 50 ms here: its lag is 0 while it keeps up.
    await waitFor(
      async () => valueOf(await scrape(), 'tradewind_job_last_pass_seconds{loop="sales_counter"}') !== undefined,
      {
        what: 'the sales counter in the metrics',
      },
    );
    expect(valueOf(await scrape(), 'tradewind_job_failures{loop="sales_counter"}')).toBe(0);
    expect(await scrape()).toMatch(/tradewind_job_lag_seconds\{loop="sales_counter"\} \d/);
    // No replicas, no pools on the embedded database: the series are declared, with no values.
    expect(text).toContain('# TYPE tradewind_replica_lag_seconds gauge');
    expect(text).toContain('# TYPE tradewind_db_pool_connections gauge');
  });
});
