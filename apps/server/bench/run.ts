import os from 'node:os';
import pg from 'pg';
import autocannon from 'autocannon';
import { startServer } from './server-process.js';
import { benchCheckout } from './checkout.js';
import { benchMixed } from './mixed.js';
import { benchScale } from './scale.js';
import { variedRoutes } from './varied.js';
import { haproxyInstalled } from '../src/test/haproxy.js';

/**
 * `npm run bench`: throughput of the real server under autocannon, each figure beside the trivial-route baseline
 * of the same run and database (these machines are noisy: compare ratios within a run, never across runs).
 */
const DURATION = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 50;
const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 100_000);
/** PGlite's server listens here and PostgreSQL's on the next port, so two benches can share a machine. */
const PORT = Number(process.env.BENCH_PORT ?? 3911);
/**
 * Which parts run (`routes,varied,checkout`); all of them by default. For iterating on one part: figures to report
 * come from a whole run.
 */
const ONLY = new Set((process.env.BENCH_ONLY ?? 'routes,varied,checkout,mixed,scale').split(','));
/** `BENCH_ONLY=metrics`: checkout + pay with the metrics off and on, alternated, on fresh PostgreSQL databases. */
const METRICS_TOKEN = 'bench-metrics-token-0123456789';
const MIXED_SECONDS = Number(process.env.BENCH_MIXED_SECONDS ?? 30);
const MIXED_BUYERS = 50;

interface Row {
  database: string;
  route: string;
  requestsPerSecond: number;
  p99Ms: number;
  /** Answers other than 2xx and connection errors. */
  failed: number;
}

const loadAverage = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

const baselineOf = (database: string) => rows.find((r) => r.database === database)!.requestsPerSecond;

function rowLine(r: Row) {
  const ratio = (r.requestsPerSecond / baselineOf(r.database)).toFixed(2);
  return (
    `${r.database.padEnd(11)} ${r.route.padEnd(56)} ${String(r.requestsPerSecond).padStart(7)} req/s  ` +
    `p99 ${String(r.p99Ms).padStart(4)} ms  ×${ratio} of baseline${r.failed ? `  ${r.failed} FAILED` : ''}`
  );
}

function checkoutLine(c: (typeof checkouts)[number]) {
  return (
    `${c.database.padEnd(11)} ${'checkout + pay (20 buyers, paid orders)'.padEnd(56)} ${String(c.paidPerSecond).padStart(7)} orders/s  ` +
    `(${c.paid} paid, ${c.refused} refused; ledger ${c.ledgerOk ? 'holds' : 'BROKEN'}, stock ${c.stockOk ? 'holds' : 'WRONG'}) ` +
    `beside ${baselineOf(c.database)} req/s trivial` +
    (c.cpuMsPerPaid === undefined
      ? ''
      : `; ${c.cpuMsPerPaid} ms CPU per paid order, cores ${Math.round(c.busyShare! * 100)} % busy, ` +
        `${Math.round(c.stealShare! * 100)} % stolen`)
  );
}

function mixedLine(m: (typeof mixed)[number]) {
  const label = `mixed buyer load (${MIXED_BUYERS} buyers, 80 % browsing, ${MIXED_SECONDS}s)`;
  return (
    `${m.database.padEnd(11)} ${label.padEnd(56)} ${String(m.requestsPerSecond).padStart(7)} req/s  p99 ${String(m.p99Ms).padStart(4)} ms  ` +
    `p50 ${m.p50Ms} ms, ${m.errors} errors (${m.timeouts} timeouts, ${m.non2xx} non-2xx), ${m.paidPerSecond} paid orders/s; ` +
    `ledger ${m.ledgerOk ? 'holds' : 'BROKEN'}, stock ${m.stockOk ? 'holds' : 'WRONG'}`
  );
}

/** Each figure is printed as it is measured (with the load average then), and all of them again at the end. */
const report = (line: string) => console.log(`${line}  [load ${loadAverage()}]`);

/** One row under load; with `vary`, each request's path is drawn afresh (the varied rows). */
async function measure(url: string, headers: Record<string, string> = {}, vary?: () => string) {
  const requests = vary
    ? [{ setupRequest: (request: autocannon.Request) => Object.assign(request, { path: vary() }) }]
    : undefined;
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION, headers, requests });
  // Counted (and printed beside the row), not thrown: one shed request must not cost the rest of the run.
  const failed = result.non2xx + result.errors;
  return { requestsPerSecond: Math.round(result.requests.average), p99Ms: result.latency.p99, failed };
}

async function registerBenchBuyer(base: string) {
  // Its own name each run, so a kept database (BENCH_SEEDED_URL) takes another run.
  const run = Date.now() % 100_000_000;
  const body = {
    account: `bench${run}`,
    password: 'bench-pass-1',
    email: `bench${run}@example.com`,
    mobile: `+336${String(run).padStart(8, '0')}`,
    familyName: 'Bench',
    givenName: 'Mark',
  };
  const res = await fetch(`${base}/api/user/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return ((await res.json()) as { data: { userinfo: { token: string } } }).data.userinfo.token;
}

/**
 * `BENCH_SEEDED_URL`: a PostgreSQL database that already holds a catalogue of BENCH_PRODUCTS (a million products take
 * minutes to seed: `npm run seed -- --products 1000000` once, then bench it as often as needed). Used as it is, and
 * kept.
 */
const SEEDED_URL = process.env.BENCH_SEEDED_URL;

async function benchDatabase(label: string, port: number, rows: Row[], databaseUrl?: string, seeded = false) {
  const server = await startServer({ port, databaseUrl, products: seeded ? undefined : PRODUCTS });
  try {
    const token = await registerBenchBuyer(server.base);
    await autocannon({ url: `${server.base}/api/ping`, connections: CONNECTIONS, duration: 2 }); // warm-up
    const buyer = { token };
    const routes: [string, string, Record<string, string>?][] = [
      ['GET /api/ping (trivial baseline)', '/api/ping'],
      ['GET /api/user/getUserInfo (session lookup)', '/api/user/getUserInfo', buyer],
    ];
    // Visitors share answers kept in memory for two seconds; a buyer's token bypasses them (their own flags),
    // so the buyer rows show what the database work costs.
    const catalogue: [string, string][] = [
      ['GET /api/goods/list (category, by sales)', '/api/goods/list?category_id=3&sort=sales&limit=20'],
      [
        'GET /api/goods/list (price range, in stock)',
        '/api/goods/list?min_price_cents=2000&max_price_cents=9000&in_stock=1&sort=price_asc&limit=20',
      ],
      ['GET /api/goods/search (word)', '/api/goods/search?keyword=laptop&limit=20'],
      ['GET /api/goods/search (typo)', '/api/goods/search?keyword=lapotp&limit=20'],
      ['GET /api/goods/detail', `/api/goods/detail?id=${Math.min(4242, Math.ceil(PRODUCTS / 2))}`],
    ];
    for (const [route, path] of catalogue) routes.push([`${route}, visitor`, path]);
    for (const [route, path] of catalogue) routes.push([`${route}, buyer`, path, buyer]);
    for (const [route, path, headers] of ONLY.has('routes') ? routes : routes.slice(0, 1)) {
      const row = { database: label, route, ...(await measure(`${server.base}${path}`, headers)) };
      rows.push(row);
      report(rowLine(row));
    }
    // Each request a different page, category, shop, price range, word, typo or product: no shared answer helps.
    if (ONLY.has('varied')) {
      for (const [who, headers] of [
        ['visitor', {}],
        ['buyer', buyer],
      ] as const) {
        for (const [route, vary] of variedRoutes(PRODUCTS)) {
          const measured = await measure(server.base, headers, vary);
          const row = { database: label, route: `varied: ${route}, ${who}`, ...measured };
          rows.push(row);
          report(rowLine(row));
        }
      }
    }
    if (databaseUrl && ONLY.has('checkout')) {
      const checkout = await benchCheckout(server.base, DURATION);
      checkouts.push({ database: label, ...checkout });
      report(checkoutLine(checkouts.at(-1)!));
    }
    if (ONLY.has('mixed')) {
      mixed.push({ database: label, ...(await benchMixed(server.base, MIXED_SECONDS, MIXED_BUYERS)) });
      report(mixedLine(mixed.at(-1)!));
    }
  } finally {
    await server.stop();
  }
}

function scaleLine(s: Awaited<ReturnType<typeof benchScale>>) {
  const figures = (m: Awaited<ReturnType<typeof benchMixed>>) =>
    `${String(m.requestsPerSecond).padStart(5)} req/s p99 ${m.p99Ms} ms (${m.errors} errors, ` +
    `ledger ${m.ledgerOk ? 'holds' : 'BROKEN'}, stock ${m.stockOk ? 'holds' : 'WRONG'})`;
  const ratio = (s.three.requestsPerSecond / s.one.requestsPerSecond).toFixed(2);
  return (
    `${'PostgreSQL'.padEnd(11)} ${`mixed buyer load (${MIXED_BUYERS} buyers, ${MIXED_SECONDS}s): 1 process`.padEnd(56)} ` +
    `${figures(s.one)}  |  3 processes behind HAProxy ${figures(s.three)}  ×${ratio}`
  );
}

async function withFreshPostgres(url: string, fn: (url: string) => Promise<void>) {
  const name = `tw_bench_${process.pid}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  try {
    await fn(target.toString());
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

const rows: Row[] = [];
const checkouts: (Awaited<ReturnType<typeof benchCheckout>> & { database: string })[] = [];
const mixed: (Awaited<ReturnType<typeof benchMixed>> & { database: string })[] = [];
const scale: Awaited<ReturnType<typeof benchScale>>[] = [];
if (['routes', 'varied', 'checkout', 'mixed'].some((part) => ONLY.has(part))) {
  // BENCH_SKIP_PGLITE=1: PostgreSQL only (a million products on the embedded database is not a run to repeat).
  if (!process.env.BENCH_SKIP_PGLITE) await benchDatabase('PGlite', PORT, rows);
  if (SEEDED_URL) {
    await benchDatabase('PostgreSQL', PORT + 1, rows, SEEDED_URL, true);
  } else if (process.env.DATABASE_URL) {
    await withFreshPostgres(process.env.DATABASE_URL, (url) => benchDatabase('PostgreSQL', PORT + 1, rows, url));
  } else {
    console.log('DATABASE_URL is not set: PostgreSQL figures skipped.');
  }
}
if (ONLY.has('scale')) {
  if (!process.env.DATABASE_URL) console.log('DATABASE_URL is not set: the 1 vs 3 processes figures skipped.');
  else if (!haproxyInstalled()) console.log('haproxy is not installed: the 1 vs 3 processes figures skipped.');
  else {
    await withFreshPostgres(process.env.DATABASE_URL, async (databaseUrl) => {
      const options = { port: PORT + 2, databaseUrl, products: PRODUCTS, seconds: MIXED_SECONDS, buyers: MIXED_BUYERS };
      scale.push(await benchScale(options));
      report(scaleLine(scale.at(-1)!));
    });
  }
}

/** What counting every request for /metrics costs checkout + pay: the same load with METRICS_TOKEN unset and set. */
async function benchMetricsCost(url: string) {
  const paid: Record<'off' | 'on', number[]> = { off: [], on: [] };
  for (const mode of ['off', 'on', 'off', 'on'] as const) {
    await withFreshPostgres(url, async (databaseUrl) => {
      const env: Record<string, string> = mode === 'on' ? { METRICS_TOKEN } : {};
      const server = await startServer({ port: PORT + 3, databaseUrl, products: PRODUCTS, env });
      try {
        paid[mode].push((await benchCheckout(server.base, DURATION)).paidPerSecond);
        report(`checkout + pay, metrics ${mode}: ${paid[mode].at(-1)} orders/s`);
      } finally {
        await server.stop();
      }
    });
  }
  const sum = (list: number[]) => list.reduce((a, b) => a + b, 0);
  return { ...paid, ratio: (sum(paid.on) / sum(paid.off)).toFixed(2) };
}
const metricsCost: Awaited<ReturnType<typeof benchMetricsCost>>[] = [];
if (ONLY.has('metrics') && process.env.DATABASE_URL) metricsCost.push(await benchMetricsCost(process.env.DATABASE_URL));

const header = `Tradewind bench — ${PRODUCTS} products, ${DURATION}s per route, ${CONNECTIONS} connections, ${os.cpus().length} cores, Node ${process.version}`;
console.log(`\n${header}, load average ${loadAverage()}\n`);
for (const r of rows) console.log(rowLine(r));
for (const c of checkouts) console.log(checkoutLine(c));
for (const m of mixed) console.log(mixedLine(m));
for (const s of scale) console.log(scaleLine(s));
for (const m of metricsCost) {
  const line = `metrics off ${m.off.join(', ')} | on ${m.on.join(', ')} orders/s: on/off ×${m.ratio}`;
  console.log(`${'PostgreSQL'.padEnd(11)} ${'checkout + pay (20 buyers), /metrics counting'.padEnd(56)} ${line}`);
}
