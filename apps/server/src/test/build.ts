import { afterAll, beforeAll } from 'vitest';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { buildApp, type App, type BuildOptions } from '../app.js';
import { openPglite, openPostgres, type DatabaseHandle } from '../db/client.js';

/**
 * The API suite's one `build()`: a real database per test file — PGlite in memory, or, when DATABASE_URL is
 * set and TEST_DB is not 'pglite', a fresh PostgreSQL database dropped afterwards.
 */
export async function buildTestApp(options: Partial<BuildOptions> = {}): Promise<{
  app: App;
  database: DatabaseHandle;
  /** The PostgreSQL database's URL, for a second pool on it (undefined on PGlite). */
  url?: string;
  close(): Promise<void>;
}> {
  const url = process.env.TEST_DB === 'pglite' ? undefined : process.env.DATABASE_URL;
  const {
    database,
    drop,
    url: databaseUrl,
  } = url ? await freshPostgres(url) : { database: await openPglite(), drop: async () => {}, url: undefined };
  // The suite runs on a shared machine beside other builds: a late event loop there says nothing about the app, and
  // shedding by it would fail concurrency tests at random. plugins/load-shedding.test.ts tests both limits.
  // A suite registers its buyers from one address, many more than a person could: account/abuse-limits.test.ts
  // tests the contract's figure on an app of its own.
  const app = await buildApp({
    database,
    loadShedding: { maxEventLoopDelayMs: 0 },
    registrationsPerIp: 1_000_000,
    ...options,
  });
  return {
    app,
    database,
    url: databaseUrl,
    close: async () => {
      await app.close();
      await database.close().catch(() => {}); // a test may have closed it on purpose
      await drop();
    },
  };
}

async function freshPostgres(url: string) {
  const name = `tw_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  const database = await openPostgres(target.toString(), 20);
  const drop = async () => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      // The pool has ended; give its last connections a moment to go, and force only as a last resort.
      for (let attempt = 0; ; attempt += 1) {
        try {
          await client.query(`drop database if exists ${name}${attempt >= 50 ? ' with (force)' : ''}`);
          break;
        } catch (error) {
          if ((error as { code?: string }).code !== '55006' || attempt > 50) throw error;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      }
    } finally {
      await client.end();
    }
  };
  return { database, drop, url: target.toString() };
}

/** One app for the whole test file: built before its tests, closed after them. */
export function useTestApp(options: Partial<BuildOptions> = {}) {
  const holder = {} as Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    Object.assign(holder, await buildTestApp(options));
  });
  afterAll(() => holder.close());
  return holder;
}
