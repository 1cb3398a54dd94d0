import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { LiveEventName } from '@tradewind/contract';
import { buildApp, type App } from '../../app.js';
import { openPostgres, type DatabaseHandle } from '../../db/client.js';
import { useOrderDesk } from '../../test/order-desk.js';
import { openLiveStream } from '../../test/live-stream.js';
import { BUYER_EVENT_CHANNEL } from './service.js';

/**
 * PostgreSQL only (PGlite is one process with no connection to lose): a second server, with its own pool and its
 * own listening connection, holds the buyer's stream.
 */
const desk = useOrderDesk();
const { t } = desk;
let other: App;
let otherDatabase: DatabaseHandle;

beforeAll(async () => {
  otherDatabase = await openPostgres(t.url!, 5);
  other = await buildApp({ database: otherDatabase });
});
afterAll(async () => {
  await other.close();
  await otherDatabase.close();
});

describe('live updates when the database’s notices were lost', () => {
  it('tells every open stream to read everything again', async () => {
    const a = await desk.shopper();
    const stream = await openLiveStream(other, a.token);
    await t.database.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and query = ${`LISTEN "${BUYER_EVENT_CHANNEL}"`}`,
    );
    expect(await stream.next()).toMatchObject({ event: LiveEventName.Refetch });
    stream.close();
  });
});
