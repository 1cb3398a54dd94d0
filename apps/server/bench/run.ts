import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs';
import autocannon from 'autocannon';
import { buildApp, type App } from '../src/app.js';
import { openPglite, openPostgres, type DatabaseHandle } from '../src/db/client.js';

/**
 * `npm run bench`: throughput under autocannon, each figure beside the trivial-route baseline of the same run
 * (these machines are noisy: compare ratios within a run, never across runs).
 */
const DURATION = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 50;

interface Row {
  database: string;
  route: string;
  requestsPerSecond: number;
  p99Ms: number;
}

async function measure(url: string, headers: Record<string, string> = {}) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION, headers });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { requestsPerSecond: Math.round(result.requests.average), p99Ms: result.latency.p99 };
}

async function withApp(database: DatabaseHandle, fn: (base: string, app: App) => Promise<void>) {
  const app = await buildApp({ database });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  try {
    await fn(address, app);
  } finally {
    await app.close();
    await database.close();
  }
}

async function benchDatabase(label: string, database: DatabaseHandle, rows: Row[]) {
  await withApp(database, async (base, app) => {
    const register = await app.inject({
      method: 'POST',
      url: '/api/user/register',
      payload: {
        account: 'bench',
        password: 'bench-pass-1',
        email: 'bench@example.com',
        mobile: '+33612345678',
        familyName: 'Bench',
        givenName: 'Mark',
      },
    });
    const token = register.json().data.userinfo.token as string;
    await measure(`${base}/api/ping`); // warm-up
    rows.push({ database: label, route: 'GET /api/ping (trivial baseline)', ...(await measure(`${base}/api/ping`)) });
    rows.push({
      database: label,
      route: 'GET /api/user/getUserInfo (session lookup)',
      ...(await measure(`${base}/api/user/getUserInfo`, { token })),
    });
  });
}

const rows: Row[] = [];
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tradewind-bench-'));
await benchDatabase('PGlite', await openPglite(dataDir), rows);
fs.rmSync(dataDir, { recursive: true, force: true });
if (process.env.DATABASE_URL) {
  const pg = await import('pg');
  const name = `tw_bench_${process.pid}`;
  const admin = new pg.default.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(process.env.DATABASE_URL);
  url.pathname = `/${name}`;
  try {
    await benchDatabase('PostgreSQL', await openPostgres(url.toString(), 10), rows);
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
} else {
  console.log('DATABASE_URL is not set: PostgreSQL figures skipped.');
}

console.log(
  `\nTradewind bench — ${DURATION}s per route, ${CONNECTIONS} connections, ${os.cpus().length} cores, Node ${process.version}\n`,
);
for (const database of new Set(rows.map((r) => r.database))) {
  const own = rows.filter((r) => r.database === database);
  const baseline = own[0]!.requestsPerSecond;
  for (const r of own) {
    const ratio = (r.requestsPerSecond / baseline).toFixed(2);
    console.log(
      `${database.padEnd(11)} ${r.route.padEnd(46)} ${String(r.requestsPerSecond).padStart(7)} req/s  p99 ${String(r.p99Ms).padStart(4)} ms  ×${ratio} of baseline`,
    );
  }
}
