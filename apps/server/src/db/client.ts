import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { sql, type SQL } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import * as schema from './schema/index.js';
import { PG_TYPE, typeParsers } from './types.js';
import { lockDataDir } from './lock.js';
import { prepareSchema, type SqlSession } from './apply-functions.js';
import { sqlFolder } from './sql-folder.js';
import { SEARCH_SESSION_SETTING, TYPO_WORD_SIMILARITY } from './search-settings.js';
import { primaryOnly, replicaRouter, type PoolUse, type ReadRouter } from './replicas.js';
export type { PoolUse } from './replicas.js';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction of the database: what every write that must commit with others takes. */
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
export type DatabaseKind = 'pglite' | 'postgres';
export interface DatabaseHandle {
  db: Database;
  /**
   * For writes a crash may lose without harm (a recently-viewed mark): on PostgreSQL their commits do not wait for
   * the disk (`synchronous_commit = off`, ADR 022). Any later durable commit flushes them too; a crash loses at
   * most the last fraction of a second of them. PGlite: the same database.
   */
  relaxed: Database;
  kind: DatabaseKind;
  /** The files of db/functions/ this opening applied: none when the database had them all (decision 035). */
  functionsApplied: string[];
  /**
   * Hears `NOTIFY channel` from every process on this database. `onLost` is called when notices may have been
   * missed (the listening connection ended); listen again to resume. Resolves once listening.
   */
  listen(channel: string, onNotice: (payload: string) => void, onLost: () => void): Promise<Unlisten>;
  /** Where catalogue reads go: the replicas of DATABASE_REPLICA_URLS that keep up, else `db` (db/replicas.ts). */
  reads: ReadRouter;
  /** Each pool's connections now, for the metrics: none on PGlite. */
  poolUse(): PoolUse[];
  close(): Promise<void>;
}
export type Unlisten = () => Promise<void>;

/** Beside the primary's URL: its replicas, and the direct URL when DATABASE_URL is a pooler (decision 048). */
export interface PostgresOptions {
  replicaUrls?: string[];
  /**
   * The database itself when `url` is PgBouncer in transaction mode: the schema's lock and the LISTEN connection
   * need a session of their own, which a transaction pooler does not keep.
   */
  directUrl?: string;
  replicaMaxLagMs?: number;
  replicaCheckMs?: number;
}

const migrationsFolder = sqlFolder('migrations');

/** A PGlite database on a folder (locked), or in memory when `dataDir` is undefined (tests). */
export async function openPglite(dataDir?: string): Promise<DatabaseHandle> {
  const unlock = dataDir ? lockDataDir(dataDir) : () => {};
  try {
    const client = await PGlite.create(dataDir ? path.join(dataDir, 'pg') : undefined, {
      extensions: { pg_trgm },
      parsers: typeParsers,
    });
    const db = drizzlePglite({ client, schema }) as unknown as Database;
    const session: SqlSession = {
      exec: (script) => client.exec(script),
      rows: async (query, params) => (await client.query<never>(query, params)).rows,
    };
    const functionsApplied = await prepareSchema(session, () => migratePglite(db as never, { migrationsFolder }));
    await client.exec(`set pg_trgm.word_similarity_threshold = ${TYPO_WORD_SIMILARITY}`);
    return {
      db,
      relaxed: db,
      kind: 'pglite',
      functionsApplied,
      // One process, one connection: a notice arrives as its statement commits and is never lost.
      listen: (channel, onNotice) => client.listen(channel, onNotice),
      reads: primaryOnly(db),
      poolUse: () => [],
      close: async () => {
        await client.close();
        unlock();
      },
    };
  } catch (error) {
    unlock();
    throw error;
  }
}

export async function openPostgres(url: string, poolSize = 10, options: PostgresOptions = {}): Promise<DatabaseHandle> {
  const directUrl = options.directUrl ?? url;
  // Behind PgBouncer in transaction mode (decision 048) a connection carries no session: no startup options (the
  // search's setting is the database's own instead) and no named prepared statements (PgBouncer 1.18 has none).
  const pooled = directUrl !== url;
  const session: pg.PoolConfig = pooled
    ? { Client: UnnamedStatementsClient }
    : { options: `-c ${SEARCH_SESSION_SETTING}` };
  pg.types.setTypeParser(PG_TYPE.int8, typeParsers[PG_TYPE.int8]);
  pg.types.setTypeParser(PG_TYPE.numeric, typeParsers[PG_TYPE.numeric]);
  const pool = new pg.Pool({ connectionString: url, max: poolSize, ...session });
  // An idle connection the server ends (a restart, an administrator) is dropped by the pool and replaced on the
  // next query; without a listener its 'error' event would crash the process.
  pool.on('error', () => {});
  const db = drizzlePg({ client: pool, schema }) as unknown as Database;
  let functionsApplied: string[];
  try {
    functionsApplied = await prepareSchemaOn(directUrl, pooled);
  } catch (error) {
    await pool.end();
    throw error;
  }
  // Its setting is a session's: behind PgBouncer its two connections go to the database directly.
  const relaxedPool = new pg.Pool({ connectionString: directUrl, max: 2, options: '-c synchronous_commit=off' });
  relaxedPool.on('error', () => {});
  const replicaUrls = options.replicaUrls ?? [];
  const reads = replicaUrls.length
    ? replicaRouter(db, pool, replicaUrls, {
        maxLagMs: options.replicaMaxLagMs ?? 2_000,
        checkMs: options.replicaCheckMs ?? 500,
        pool: { max: poolSize, ...session },
      })
    : primaryOnly(db);
  const use = (name: string, p: pg.Pool): PoolUse => ({
    pool: name,
    total: p.totalCount,
    idle: p.idleCount,
    waiting: p.waitingCount,
  });
  return {
    db,
    relaxed: drizzlePg({ client: relaxedPool, schema }) as unknown as Database,
    kind: 'postgres',
    functionsApplied,
    listen: (...args) => listenPostgres(directUrl, ...args),
    reads,
    poolUse: () => [use('primary', pool), use('relaxed', relaxedPool), ...reads.poolUse()],
    close: async () => {
      await reads.close();
      await Promise.all([pool.end(), relaxedPool.end()]);
    },
  };
}

/**
 * node-postgres prepares a query with a name once per connection and then only names it; behind a transaction
 * pooler the next transaction may run on another server connection that never saw it. Unnamed, each is parsed
 * where it runs.
 */
class UnnamedStatementsClient extends pg.Client {
  override query(...args: unknown[]): never {
    const [config] = args;
    if (config && typeof config === 'object' && 'name' in config) args[0] = { ...config, name: undefined };
    return (super.query as (...a: unknown[]) => never)(...args);
  }
}

/** The search's setting for every session of the database, where no connection may carry it (a pooler). */
async function setForTheDatabase(client: pg.Client) {
  const { rows } = await client.query<{ set: boolean }>(
    `select coalesce($1 = any(setconfig), false) as set from pg_database d
       left join pg_db_role_setting s on s.setdatabase = d.oid and s.setrole = 0
      where d.datname = current_database()`,
    [SEARCH_SESSION_SETTING],
  );
  if (rows[0]?.set) return;
  const { rows: names } = await client.query<{ name: string }>('select current_database() as name');
  await client.query(
    `alter database ${pg.escapeIdentifier(names[0]!.name)} set pg_trgm.word_similarity_threshold = ${TYPO_WORD_SIMILARITY}`,
  );
}

/** The migrations and the functions, on a connection of its own that holds the schema lock until it ends. */
async function prepareSchemaOn(url: string, pooled: boolean) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    if (pooled) await setForTheDatabase(client);
    const session: SqlSession = {
      exec: (script) => client.query(script),
      rows: async (query, params) => (await client.query(query, params)).rows,
    };
    return await prepareSchema(session, () => migratePg(drizzlePg({ client, schema }) as never, { migrationsFolder }));
  } finally {
    await client.end();
  }
}

/** A connection of its own, outside the pool, that does nothing but listen. */
async function listenPostgres(url: string, channel: string, onNotice: (payload: string) => void, onLost: () => void) {
  const client = new pg.Client({ connectionString: url });
  let closing = false;
  const lost = () => {
    if (closing) return;
    closing = true;
    onLost();
    client.end().catch(() => {});
  };
  client.on('error', lost);
  client.on('end', lost);
  client.on('notification', (notice) => {
    if (notice.channel === channel) onNotice(notice.payload ?? '');
  });
  try {
    await client.connect();
    await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
  } catch (error) {
    closing = true;
    await client.end().catch(() => {});
    throw error;
  }
  return async () => {
    closing = true;
    await client.end().catch(() => {});
  };
}

export const openDatabase = (
  options: { databaseUrl?: string; dataDir: string } & PostgresOptions & { databaseDirectUrl?: string },
) =>
  options.databaseUrl
    ? openPostgres(options.databaseUrl, 10, { ...options, directUrl: options.databaseDirectUrl })
    : openPglite(options.dataDir);

/** Raw SQL rows, typed by the caller; both drivers answer `{ rows }`. */
export async function queryRows<T>(db: Pick<Database, 'execute'>, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/**
 * One call of a database function that takes its named fields as one JSON argument (the money calls, decision
 * 035): `fields` is typed by the caller, and the function's file names the same fields at its head.
 */
export async function callWithFields<T>(db: Pick<Database, 'execute'>, name: string, fields: object): Promise<T> {
  const [row] = await queryRows<{ answer: T }>(
    db,
    sql`select ${sql.identifier(name)}(${JSON.stringify(fields)}::jsonb) as answer`,
  );
  return row!.answer;
}
