import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { readFunctionFiles } from '../../db/apply-functions.js';
import { openPostgres, queryRows, type DatabaseHandle } from '../../db/client.js';
import { useTestApp } from '../../test/build.js';
import { call } from '../../test/api.js';
import { addAddress, insertOrderFixture, placeOrder } from '../../test/order-fixture.js';
import { expectLedgerHolds, PAY_CODE, walletBuyer } from '../../test/wallet.js';

/**
 * Decision 035: every process applies the database's functions when it starts, after the migrations. PostgreSQL
 * only: processes cannot share a PGlite folder. Here several start at once on one database, as a rolling deploy or
 * a restart of every process does, while the running one takes payments.
 */
const t = useTestApp();
const everyFile = readFunctionFiles().map((file) => file.name);
const started: DatabaseHandle[] = [];
/** A process starting on the suite's database: what its start applied. */
async function start() {
  const database = await openPostgres(t.url!, 1);
  started.push(database);
  return database.functionsApplied;
}
afterAll(() => Promise.all(started.map((database) => database.close())));

/** The transaction that last wrote each function and trigger of ours. */
const writtenBy = () =>
  queryRows<{ name: string; xmin: string }>(
    t.database.db,
    sql`select oid::regprocedure::text as name, xmin::text from pg_proc where proname ~ '^(tw|notify)_'
        union all select tgname, xmin::text from pg_trigger where not tgisinternal order by 1`,
  );

let f: Awaited<ReturnType<typeof insertOrderFixture>>;
beforeAll(async () => {
  f = await insertOrderFixture(t.database);
});

describe('processes starting on one database', () => {
  it('at once: one applies the functions, the others wait for it and write nothing; payments under way are answered', async () => {
    const buyer = await walletBuyer(t.app, t.database, 1_000_000);
    await addAddress(t.app, buyer.token);
    const placed = [];
    for (let i = 0; i < 6; i += 1)
      placed.push(await placeOrder(t.app, buyer.token, [{ sku_id: f.sku.keyboard.id, quantity: 1 }]));
    // As on the first start of a release whose files all changed.
    await t.database.db.execute(sql`delete from drizzle.functions_applied`);

    const paying = Promise.all(
      placed.map(({ orders }) =>
        call(t.app, 'POST', '/api/order/pay', {
          token: buyer.token,
          body: { order_ids: [orders[0]!.id], pay_password: PAY_CODE },
        }),
      ),
    );
    const applied = await Promise.all([start(), start(), start(), start()]);

    expect(applied.filter((files) => files.length > 0)).toEqual([everyFile]);
    expect((await paying).map((paid) => paid.body.error ?? paid.status)).toEqual(placed.map(() => 200));
    await expectLedgerHolds(t.database);
  });

  it('writes again only a function whose file changed, or every one after a newer migration', async () => {
    const before = await writtenBy();
    expect(await start()).toEqual([]);
    expect(await writtenBy()).toEqual(before);

    await t.database.db.execute(sql`update drizzle.functions_applied set sha256 = 'older' where file = 'tw_pay'`);
    expect(await start()).toEqual(['tw_pay']);
    const rewritten = (await writtenBy()).filter((row, i) => row.xmin !== before[i]!.xmin).map((row) => row.name);
    expect(rewritten).toEqual([expect.stringMatching(/^tw_pay\(bigint,/), 'tw_pay(jsonb)']);

    await t.database.db.execute(sql`update drizzle.functions_applied set migration = '0'`);
    expect(await start()).toEqual(everyFile);
  });
});
