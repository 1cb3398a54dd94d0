import pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import * as schema from './schema/index.js';
import type { Database } from './client.js';

/** One replica as /api/ready and the metrics show it. */
export interface ReplicaState {
  /** `host:port/database` of its URL: never the user or password. */
  name: string;
  /** Answered its last check. */
  up: boolean;
  /** Takes reads: up, and no more than the set lag behind. */
  serving: boolean;
  /** How old its data may be, in milliseconds (0: it has replayed all the primary had at the last check). */
  lagMs: number | null;
  /** Bytes of the primary's WAL it has not replayed yet, at the last check. */
  lagBytes: number | null;
}

/** A pool's connections now, for the metrics. */
export interface PoolUse {
  /** 'primary', 'relaxed' or a replica's name. */
  pool: string;
  total: number;
  idle: number;
  /** Queries waiting for a connection. */
  waiting: number;
}

/**
 * Where a catalogue read goes (decision 048): a replica that serves and has replayed the reader's own last write,
 * else the primary. Without replicas (PGlite, or no DATABASE_REPLICA_URLS) always the primary.
 */
export interface ReadRouter {
  /** The database for a read by this user (undefined: a visitor). */
  db(userId?: number): Database;
  /** A user's write was answered: their reads stay on the primary until a replica has replayed it. */
  wrote(userId: number): void;
  states(): ReplicaState[];
  poolUse(): PoolUse[];
  /** Calls `listener` when a replica leaves the reads or joins them again (the log). */
  onChange(listener: (state: ReplicaState) => void): void;
  /** Checks every replica now (tests); the loop does it every `checkMs`. */
  check(): Promise<void>;
  close(): Promise<void>;
}

export interface ReplicaOptions {
  /** How far behind a replica may fall before reads leave it (REPLICA_MAX_LAG_MS). */
  maxLagMs: number;
  /** How often the primary's WAL position and each replica's replay are read (REPLICA_CHECK_MS). */
  checkMs: number;
  /** Each replica's pool: its size, and what each connection gets (the typo search's threshold). */
  pool: pg.PoolConfig;
}

export const primaryOnly = (db: Database): ReadRouter => ({
  db: () => db,
  wrote: () => {},
  states: () => [],
  poolUse: () => [],
  onChange: () => {},
  check: async () => {},
  close: async () => {},
});

/** `0/16B3748` as a number of bytes. */
export function lsnBytes(lsn: string): bigint {
  const [high, low] = lsn.split('/');
  return (BigInt(`0x${high}`) << 32n) + BigInt(`0x${low}`);
}

/** A URL's place without its credentials, for logs, /api/ready and metric labels. */
export function replicaName(url: string) {
  const u = new URL(url);
  return `${u.hostname}:${u.port || '5432'}${u.pathname}`;
}

/** A failure that says the replica itself is in trouble (not the query): no SQLSTATE, or a connection's, a shutdown's, a recovery conflict's or a lack of resources. */
function replicaTrouble(error: unknown) {
  const code = (error as { code?: unknown }).code;
  if (typeof code !== 'string' || code.length !== 5) return true;
  return ['08', '57', '53', '40', '58', 'XX'].includes(code.slice(0, 2));
}

/** A primary WAL position read at `at` (Date.now() before asking), the `seq`th check of this process. */
interface Sample {
  seq: number;
  at: number;
  lsn: bigint;
}

/** Samples kept: enough to date a replica's replay back past the set lag. */
const SAMPLES_KEPT = 256;

class Replica {
  readonly pool: pg.Pool;
  readonly db: Database;
  up = false;
  serving = false;
  replayed: bigint | null = null;
  lagMs: number | null = null;
  lagBytes: number | null = null;

  constructor(
    readonly name: string,
    url: string,
    primary: pg.Pool,
    options: ReplicaOptions,
    private readonly leave: (replica: Replica) => void,
  ) {
    // A replica that stops answering (a partition, not a refusal) must not hold a buyer: a connection not made in 2 s
    // or a read not answered in 5 s counts as the replica's trouble, and the read goes to the primary.
    this.pool = new pg.Pool({
      ...options.pool,
      connectionString: url,
      connectionTimeoutMillis: 2_000,
      query_timeout: 5_000,
      keepAlive: true,
    });
    this.pool.on('error', () => {});
    // A read the replica cannot answer (it died, or a recovery conflict cancelled it) is asked of the primary: a
    // buyer never sees a replica's trouble. The replica leaves the reads until a check finds it well.
    const client = {
      query: async (config: never, values?: never) => {
        try {
          return await this.pool.query(config, values);
        } catch (error) {
          if (replicaTrouble(error)) this.leave(this);
          return primary.query(config, values);
        }
      },
    };
    this.db = drizzle({ client: client as never, schema }) as unknown as Database;
  }

  state(): ReplicaState {
    return { name: this.name, up: this.up, serving: this.serving, lagMs: this.lagMs, lagBytes: this.lagBytes };
  }
}

/** Reads routed over replicas of `primary`, checked every `checkMs` by a loop this router owns. */
export function replicaRouter(
  primaryDb: Database,
  primary: pg.Pool,
  urls: string[],
  options: ReplicaOptions,
): ReadRouter {
  const samples: Sample[] = [];
  const listeners: ((state: ReplicaState) => void)[] = [];
  let seq = 0;
  /** The check a user's reads wait for: the first to start after their write was answered. */
  const waiting = new Map<number, { seq: number; at: number }>();
  const change = (replica: Replica, serving: boolean) => {
    if (replica.serving === serving) return;
    replica.serving = serving;
    for (const listener of listeners) listener(replica.state());
  };
  const replicas = urls.map(
    (url) =>
      new Replica(replicaName(url), url, primary, options, (replica) => {
        replica.up = false;
        change(replica, false);
      }),
  );
  let turn = 0;

  /** How old a replica's data may be: since the newest sample it has replayed was taken. */
  const lagOf = (replayed: bigint, now: number) => {
    for (let i = samples.length - 1; i >= 0; i -= 1) {
      if (samples[i]!.lsn <= replayed) return i === samples.length - 1 ? 0 : now - samples[i + 1]!.at;
    }
    return now - samples[0]!.at;
  };

  const checkReplica = async (replica: Replica, current: Sample) => {
    try {
      const { rows } = await withTimeout(
        replica.pool.query<{ lsn: string | null }>('select pg_last_wal_replay_lsn()::text as lsn'),
        Math.max(options.checkMs, 1_000),
      );
      const lsn = rows[0]?.lsn;
      if (!lsn) throw new Error(`${replica.name} is not a replica in recovery`);
      const now = Date.now();
      replica.up = true;
      replica.replayed = lsnBytes(lsn);
      replica.lagMs = lagOf(replica.replayed, now);
      const behind = current.lsn - replica.replayed;
      replica.lagBytes = Number(behind > 0n ? behind : 0n);
      change(replica, replica.lagMs <= options.maxLagMs);
    } catch {
      replica.up = false;
      replica.lagMs = null;
      replica.lagBytes = null;
      change(replica, false);
    }
  };

  const check = async () => {
    seq += 1;
    const sample: Sample = { seq, at: Date.now(), lsn: 0n };
    const { rows } = await primary.query<{ lsn: string }>('select pg_current_wal_lsn()::text as lsn');
    sample.lsn = lsnBytes(rows[0]!.lsn);
    samples.push(sample);
    if (samples.length > SAMPLES_KEPT) samples.shift();
    await Promise.all(replicas.map((replica) => checkReplica(replica, sample)));
    // A write older than the set lag and two checks is replayed by every replica that serves (its lag says so);
    // two more checks and a second spare a late check.
    const settled = Date.now() - options.maxLagMs - 4 * options.checkMs - 1_000;
    for (const [userId, wait] of waiting) if (wait.at < settled) waiting.delete(userId);
  };

  let running: Promise<void> | undefined;
  const tick = () =>
    (running ??= check()
      .catch(() => {}) // the primary did not answer: the replicas keep their last state until it does
      .finally(() => (running = undefined)));
  const timer = setInterval(() => void tick(), options.checkMs);
  timer.unref();
  void tick();

  /** The WAL position a user's reads need, undefined when none is needed, null when it is not known yet. */
  const needed = (userId: number): bigint | null | undefined => {
    const wait = waiting.get(userId);
    if (!wait) return undefined;
    let first: bigint | null = null;
    for (let i = samples.length - 1; i >= 0 && samples[i]!.seq >= wait.seq; i -= 1) first = samples[i]!.lsn;
    return first;
  };

  return {
    db(userId) {
      const need = userId === undefined ? undefined : needed(userId);
      if (need === null) return primaryDb;
      for (let tried = 0; tried < replicas.length; tried += 1) {
        turn = (turn + 1) % replicas.length;
        const replica = replicas[turn]!;
        if (replica.serving && (need === undefined || replica.replayed! >= need)) return replica.db;
      }
      return primaryDb;
    },
    wrote(userId) {
      waiting.set(userId, { seq: seq + 1, at: Date.now() });
    },
    states: () => replicas.map((replica) => replica.state()),
    poolUse: () =>
      replicas.map(({ name, pool }) => ({
        pool: name,
        total: pool.totalCount,
        idle: pool.idleCount,
        waiting: pool.waitingCount,
      })),
    onChange: (listener) => listeners.push(listener),
    check: () => tick(),
    close: async () => {
      clearInterval(timer);
      await running;
      await Promise.all(replicas.map((replica) => replica.pool.end()));
    },
  };
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('no answer in time')), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}
