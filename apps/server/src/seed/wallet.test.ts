import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { useTestApp } from '../test/build.js';
import { call } from '../test/api.js';
import { expectLedgerHolds } from '../test/wallet.js';
import { ledgerEntries, networks, users } from '../db/schema/index.js';
import { seedAccounts } from './accounts.js';
import { DEMO_STARTING_BALANCE_CENTS, seedWallet } from './wallet.js';

const t = useTestApp();
const quiet = { info: () => {} } as never;

describe('wallet seed', () => {
  it('gives the demo buyer 1,000.00 through one operator adjustment, once, and the networks', async () => {
    const options = { operatorPassword: 'operator-pass-1', demoPassword: 'demo-pass-1' };
    for (let run = 0; run < 2; run += 1) {
      await seedAccounts(t.database.db, options, quiet);
      await seedWallet(t.database.db);
    }
    const [demo] = await t.database.db
      .select()
      .from(users)
      .where(sql`lower(${users.account}) = 'demo'`);
    expect(demo!.balanceCents).toBe(DEMO_STARTING_BALANCE_CENTS);
    const entries = await t.database.db.select().from(ledgerEntries).where(eq(ledgerEntries.userId, demo!.id));
    expect(entries).toEqual([
      expect.objectContaining({ type: 'adjust', amountCents: 100_000, balanceAfterCents: 100_000 }),
    ]);
    expect(entries[0]!.createdBy).not.toBeNull();
    expect(await t.database.db.select().from(networks)).toHaveLength(4);
    await expectLedgerHolds(t.database);

    const login = await call(t.app, 'POST', '/api/user/login', { body: { account: 'demo', password: 'demo-pass-1' } });
    const bill = await call(t.app, 'GET', '/api/user/bill', { token: login.body.data.userinfo.token });
    expect(bill.body.data.list[0]).toMatchObject({ type: 'adjust', amount_cents: 100_000 });
  });
});
