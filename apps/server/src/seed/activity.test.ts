import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import type { InjectOptions } from 'fastify';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { OrderStatus } from '@tradewind/contract';
import { useTestApp } from '../test/build.js';
import { call } from '../test/api.js';
import { expectLedgerHolds } from '../test/wallet.js';
import { queryRows } from '../db/client.js';
import { ledgerEntries, orders, users } from '../db/schema/index.js';
import { seedAccounts } from './accounts.js';
import { SEED_EPOCH, seedCatalogue } from './catalogue/index.js';
import { createRandom } from './catalogue/random.js';
import { seedOrderSettings } from './orders.js';
import { DEMO_STARTING_BALANCE_CENTS, seedWallet } from './wallet.js';
import { DEMO_SHOPPERS, seedDemoActivity } from './activity.js';
import { planActivity, skuPool } from './activity/plan.js';
import { createLocalStore } from '../lib/storage/local-store.js';

const t = useTestApp();
const uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tw-activity-'));
afterAll(() => fs.rmSync(uploadsDir, { recursive: true, force: true }));

const ACCOUNTS = { operatorPassword: 'operator-pass-1', demoPassword: 'demo-pass-1' };
const lines: string[] = [];
const collect = (...args: unknown[]) => void lines.push(JSON.stringify(args));
const log = { info: collect, error: collect } as never;

/** Every secret that crosses the API during `run`: passwords and payment codes sent, tokens sent or answered. */
async function secretsSeenDuring<T>(run: () => Promise<T>) {
  const secrets = new Set<string>();
  const inject = t.app.inject.bind(t.app);
  const spy = vi.spyOn(t.app, 'inject').mockImplementation((async (options: InjectOptions) => {
    const body = options.payload as Record<string, unknown> | undefined;
    for (const field of ['password', 'pay_password', 're_pay_password'] as const) {
      if (body && typeof body === 'object' && typeof body[field] === 'string') secrets.add(body[field] as string);
    }
    const token = (options.headers as Record<string, string> | undefined)?.token;
    if (token) secrets.add(token);
    const res = await inject(options);
    const answered = (res.json() as { data?: { userinfo?: { token?: string } } }).data?.userinfo?.token;
    if (answered) secrets.add(answered);
    return res;
  }) as never);
  try {
    return { result: await run(), secrets };
  } finally {
    spy.mockRestore();
  }
}

const operatorToken = async () =>
  (await call(t.app, 'POST', '/api/user/login', { body: { account: 'operator', password: 'operator-pass-1' } })).body
    .data.userinfo.token as string;

async function dashboard(token: string) {
  const res = await call(t.app, 'GET', '/api/admin/dashboard', { token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as {
    sales: { days: { orders: number; amount_cents: number }[]; total_cents: number; total_orders: number };
    orders_by_status: { status: number; count: number }[];
    pending: Record<string, number>;
  };
}

/** The demo shoppers' ids, as SQL: the catalogue's past shoppers have orders of their own. */
const demoShoppers = () =>
  sql`select id from users where account in (${sql.join(
    DEMO_SHOPPERS.map((s) => sql`${s.account}`),
    sql`, `,
  )})`;

async function tally() {
  const [row] = await queryRows<Record<string, number>>(
    t.database.db,
    sql`select (select count(*)::int from users) as users, (select count(*)::int from orders) as orders,
      (select count(*)::int from ledger_entries) as ledger, (select count(*)::int from recharges) as recharges,
      (select count(*)::int from withdrawals) as withdrawals, (select count(*)::int from refunds) as refunds,
      (select count(*)::int from sessions) as sessions`,
  );
  return row!;
}

describe('seedDemoActivity', () => {
  it('does nothing before there is a catalogue', async () => {
    await seedAccounts(t.database.db, ACCOUNTS, { info: () => {} } as never);
    await seedWallet(t.database.db);
    const before = await tally();
    expect(await seedDemoActivity(t.app, t.database.db, log)).toBeNull();
    expect(await tally()).toEqual(before);
    expect(lines).toEqual([]);
  });

  it('fills the operator console through the API: every order state, a month of sales, the audit queues', async () => {
    await seedCatalogue(t.database.db, { products: 40, shops: 4, store: createLocalStore(uploadsDir) });
    await seedOrderSettings(t.database.db);
    const { result, secrets } = await secretsSeenDuring(() => seedDemoActivity(t.app, t.database.db, log));

    expect(result).toMatchObject({ shoppers: 4, unpaid: 2, recharges: 2, withdrawals: 1, refunds: 2, reviewed: 3 });
    expect(result!.orders).toBeGreaterThanOrEqual(25);
    expect(result!.orders).toBeLessThanOrEqual(40);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('demo activity seeded');
    expect(secrets.size).toBeGreaterThanOrEqual(13); // 4 passwords, 4 payment codes, 5 sessions at least
    for (const secret of secrets) expect(lines.join('\n')).not.toContain(secret);
    // The operator's session and the shoppers' sessions ended with the seeding.
    expect((await tally()).sessions).toBe(0);

    const data = await dashboard(await operatorToken());
    expect(data.pending).toEqual({
      recharges: 2,
      withdrawals: 1,
      refunds_applying: 1,
      refunds_awaiting_return: 0,
      deposits_reorged: 0,
    });
    const states = Object.fromEntries(data.orders_by_status.map((s) => [s.status, s.count]));
    expect(states[OrderStatus.WaitingPayment]).toBe(2);
    expect(states[OrderStatus.WaitingDelivery]).toBeGreaterThanOrEqual(2);
    expect(states[OrderStatus.Delivered]).toBeGreaterThanOrEqual(1);
    expect(states[OrderStatus.Received]).toBeGreaterThanOrEqual(1);
    // Three reviewed this month, beside the catalogue's past orders, all completed long ago.
    const [past] = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from orders where completed_at < ${SEED_EPOCH.toISOString()}::timestamptz`,
    );
    expect(past!.n).toBeGreaterThan(0);
    expect(states[OrderStatus.Completed]).toBe(3 + past!.n);
    expect(states[OrderStatus.InAfterSale]).toBe(2);
    expect(data.sales.total_orders).toBe(result!.paid);
    expect(data.sales.total_cents).toBeGreaterThan(0);
    expect(data.sales.days.filter((d) => d.orders > 0).length).toBeGreaterThan(5);
    await expectLedgerHolds(t.database);

    // A new buyer's /search offers what the shoppers searched for before buying, each word finding products.
    const hot = (await call(t.app, 'GET', '/api/goods/hot_search')).body.data.list as string[];
    expect(hot.length).toBeGreaterThanOrEqual(3);
    for (const term of hot) {
      const found = await call(t.app, 'GET', '/api/goods/search', { query: { keyword: term } });
      expect(found.body.data.total, term).toBeGreaterThan(0);
    }
  });

  it('leaves the demo buyer alone and gives each shopper a "Demo balance" adjustment', async () => {
    const [demo] = await t.database.db.select().from(users).where(eq(users.account, 'demo'));
    expect(demo!.balanceCents).toBe(DEMO_STARTING_BALANCE_CENTS);
    expect(await t.database.db.select().from(ledgerEntries).where(eq(ledgerEntries.userId, demo!.id))).toHaveLength(1);
    expect(await t.database.db.select({ n: count() }).from(orders).where(eq(orders.userId, demo!.id))).toEqual([
      { n: 0 },
    ]);
    const shoppers = await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(
        inArray(
          users.account,
          DEMO_SHOPPERS.map((s) => s.account),
        ),
      );
    expect(shoppers).toHaveLength(4);
    const adjustments = await t.database.db
      .select({ memo: ledgerEntries.memo, createdBy: ledgerEntries.createdBy })
      .from(ledgerEntries)
      .where(
        and(
          eq(ledgerEntries.type, 'adjust'),
          inArray(
            ledgerEntries.userId,
            shoppers.map((s) => s.id),
          ),
        ),
      );
    expect(adjustments).toHaveLength(4);
    expect(adjustments.every((a) => a.memo === 'Demo balance' && a.createdBy !== null)).toBe(true);
  });

  it('dates every paid order in order (created, paid, shipped, received, completed) within the last 30 days', async () => {
    const [row] = await queryRows<{ paid: number; wrong: number; oldest: string }>(
      t.database.db,
      sql`select count(*)::int as paid, min(paid_at)::text as oldest,
        count(*) filter (where not (created_at < paid_at and paid_at < pay_deadline and paid_at < now()
          and coalesce(shipped_at > paid_at, true) and coalesce(received_at > shipped_at, true)
          and coalesce(completed_at > received_at, true) and coalesce(completed_at < now(), true)))::int as wrong
        from orders where paid_at is not null and user_id in (${demoShoppers()})`,
    );
    expect(row!.wrong).toBe(0);
    expect(Date.now() - new Date(row!.oldest).getTime()).toBeLessThan(30 * 24 * 3_600_000);
    const [ledger] = await queryRows<{ wrong: number }>(
      t.database.db,
      sql`select count(*)::int as wrong from ledger_entries l join orders o on l.reference like '%' || o.sn || '%'
        where l.type = 'payment' and l.created_at <> o.paid_at and o.user_id in (${demoShoppers()})`,
    );
    expect(ledger!.wrong).toBe(0);
  });

  it('changes nothing on a second start', async () => {
    const before = await tally();
    const token = await operatorToken();
    const shape = await dashboard(token);
    expect(await seedDemoActivity(t.app, t.database.db, log)).toBeNull();
    expect(await tally()).toEqual({ ...before, sessions: before.sessions + 1 });
    expect(await dashboard(token)).toEqual(shape);
    expect(lines).toHaveLength(1);
  });

  it('plans the same month twice from the same catalogue, seed and day', async () => {
    const pool = await skuPool(t.database.db);
    const now = new Date('2026-03-15T12:00:00Z');
    const plan = () => planActivity(pool, 4, now, createRandom(7));
    expect(plan()).toEqual(plan());
    const paid = plan().filter((c) => c.paid);
    expect(paid.every((c) => now.getTime() - c.paid!.getTime() < 30 * 24 * 3_600_000)).toBe(true);
  });
});
