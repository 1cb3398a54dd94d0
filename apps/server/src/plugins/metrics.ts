import { timingSafeEqual } from 'node:crypto';
import fp from 'fastify-plugin';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { ErrorKey, OrderApi, WalletApi } from '@tradewind/contract';
import { AppError } from '../lib/app-error.js';
import type { LoopFigure, LoopFigures } from '../lib/every.js';
import type { ReplicaState } from '../db/replicas.js';
import type { DatabaseHandle } from '../db/client.js';

export interface MetricsOptions {
  database: DatabaseHandle;
  /**
   * GET /metrics asks for `Authorization: Bearer <token>`; without a token it is not served, and requests are not
   * counted.
   */
  token?: string;
}

/** What other plugins add to the scrape: a gauge read when Prometheus asks (the live streams). */
export interface Metrics {
  registry: Registry;
  gauge(name: string, help: string, read: () => number): void;
}

/** The routes that move a buyer's money, counted by outcome: paid, or the refusal's error key. */
const PAYMENTS = new Set<string>([OrderApi.pay, WalletApi.recharge, WalletApi.extract]);
/** Seconds: a page the buyer waits on is 5–50 ms; a money call up to a quarter second; past 2.5 s it is trouble. */
const BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];

const sameToken = (given: string | undefined, token: string) => {
  const a = Buffer.from(given ?? '');
  const b = Buffer.from(`Bearer ${token}`);
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * The figures an operator watches (decision 048), in the Prometheus text format at GET /metrics for a scraper with
 * METRICS_TOKEN: requests by route and status with their latency, the database pools, each replica's lag, the job
 * loops' lag, the live streams, load-shedding answers and payments by outcome. Per request it costs one histogram
 * observation (and a counter on a money route) in a synchronous hook; everything else is read at scrape time.
 */
export const metricsPlugin = fp<MetricsOptions>(async (app, options) => {
  const registry = new Registry();
  const registers = [registry];
  const loops: LoopFigures = new Map();
  app.decorate('loops', loops);
  app.decorate('metrics', {
    registry,
    gauge: (name, help, read) => {
      new Gauge({
        name,
        help,
        registers,
        collect() {
          this.set(read());
        },
      });
    },
  } satisfies Metrics);

  const requests = new Histogram({
    name: 'tradewind_http_request_duration_seconds',
    help: 'Requests answered, by method, route and status, and how long each took',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: BUCKETS,
    registers,
  });
  const shed = new Counter({
    name: 'tradewind_load_shed_total',
    help: 'Requests answered 503 BUSY at once because the process was overloaded (load shedding)',
    registers,
  });
  const payments = new Counter({
    name: 'tradewind_payments_total',
    help: 'Payments, top-ups and withdrawals asked for, by route and outcome (paid, or the error key of the refusal)',
    labelNames: ['route', 'outcome'] as const,
    registers,
  });

  const { database } = options;
  new Gauge({
    name: 'tradewind_db_pool_connections',
    help: 'Connections of each database pool, by state: total, idle, and queries waiting for one',
    labelNames: ['pool', 'state'] as const,
    registers,
    collect() {
      for (const use of database.poolUse()) {
        this.set({ pool: use.pool, state: 'total' }, use.total);
        this.set({ pool: use.pool, state: 'idle' }, use.idle);
        this.set({ pool: use.pool, state: 'waiting' }, use.waiting);
      }
    },
  });
  const replicaGauge = (name: string, help: string, value: (s: ReplicaState) => number) =>
    new Gauge({
      name,
      help,
      labelNames: ['replica'] as const,
      registers,
      collect() {
        this.reset();
        for (const state of database.reads.states()) this.set({ replica: state.name }, value(state));
      },
    });
  replicaGauge('tradewind_replica_lag_seconds', 'How old a replica’s data may be (−1: it did not answer)', (s) =>
    s.lagMs === null ? -1 : s.lagMs / 1000,
  );
  replicaGauge(
    'tradewind_replica_lag_bytes',
    'Bytes of the primary’s WAL a replica has not replayed (−1: no answer)',
    (s) => s.lagBytes ?? -1,
  );
  replicaGauge('tradewind_replica_serving', 'Whether a replica takes reads (1) or is left out (0)', (s) =>
    s.serving ? 1 : 0,
  );
  const loopGauge = (name: string, help: string, value: (figure: LoopFigure, now: number) => number) =>
    new Gauge({
      name,
      help,
      labelNames: ['loop'] as const,
      registers,
      collect() {
        const now = Date.now();
        for (const [loop, figure] of loops) this.set({ loop }, value(figure, now));
      },
    });
  loopGauge(
    'tradewind_job_lag_seconds',
    'How late a job loop is: seconds since its last good pass beyond its interval (0 when on time)',
    (figure, now) => Math.max(0, now - figure.lastSuccessAt - figure.intervalMs) / 1000,
  );
  loopGauge(
    'tradewind_job_last_pass_seconds',
    'How long a job loop’s last pass took',
    (figure) => figure.lastPassMs / 1000,
  );
  loopGauge(
    'tradewind_job_failures',
    'Passes of a job loop that failed since the process started',
    (figure) => figure.failures,
  );

  // Without a token nothing scrapes: no hook on the requests at all.
  if (!options.token) return;
  const token = options.token;
  // The process's CPU, memory, event-loop delay and garbage collection (prom-client's own set).
  collectDefaultMetrics({ register: registry, prefix: 'tradewind_process_' });
  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? 'unmatched';
    const status = reply.statusCode;
    requests.observe({ method: request.method, route, status }, reply.elapsedTime / 1000);
    if (reply.errorKey === ErrorKey.Busy) shed.inc();
    if (PAYMENTS.has(route) && request.method === 'POST') {
      payments.inc({ route, outcome: status < 300 ? 'paid' : (reply.errorKey ?? String(status)) });
    }
    done();
  });

  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (!sameToken(request.headers.authorization, token)) throw new AppError(ErrorKey.Unauthorized);
    return reply.type(registry.contentType).send(await registry.metrics());
  });
});
