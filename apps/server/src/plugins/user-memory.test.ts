import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { Role } from '@tradewind/contract';
import { users } from '../db/schema/index.js';
import { buildApp, type App } from '../app.js';
import { openPostgres, type DatabaseHandle } from '../db/client.js';
import { useOrderDesk } from '../test/order-desk.js';
import { call, registerBuyer } from '../test/api.js';
import { USER_CHANGED_CHANNEL } from './user-memory.js';
import { operatorOf, PAY_CODE } from '../test/wallet.js';

/**
 * Two server processes on one database, as behind a load balancer: each remembers sessions and user rows, and
 * each must forget what another process changed. On PostgreSQL the second app has its own pool and its own
 * listening connection; PGlite is one process, so there the second app shares the one database.
 */
const desk = useOrderDesk();
const t = desk.t;
let other: App;
let otherDatabase: DatabaseHandle | undefined;

beforeAll(async () => {
  otherDatabase = t.url ? await openPostgres(t.url, 5) : undefined;
  other = await buildApp({ database: otherDatabase ?? t.database });
});
afterAll(async () => {
  await other.close();
  await otherDatabase?.close();
});

const userInfo = (app: App, token: string) => call(app, 'GET', '/api/user/getUserInfo', { token });

/** Asks the other process until it answers as expected; a notice takes milliseconds, a second is the promise. */
async function untilOtherSees(token: string, expected: (res: Awaited<ReturnType<typeof userInfo>>) => boolean) {
  const deadline = Date.now() + 1_000;
  for (;;) {
    const res = await userInfo(other, token);
    if (expected(res)) return res;
    if (Date.now() > deadline) return res;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
const refused = (res: { status: number }) => res.status === 401;

/** A buyer whose session the other process has read, and so remembers. */
async function rememberedBuyer() {
  const buyer = await registerBuyer(t.app);
  expect((await userInfo(other, buyer.token)).status).toBe(200);
  expect((await userInfo(other, buyer.token)).status).toBe(200);
  return buyer;
}

describe('a session ended in one process', () => {
  it('is refused by the other after logout', async () => {
    const buyer = await rememberedBuyer();
    expect((await call(t.app, 'POST', '/api/user/logout', { token: buyer.token })).status).toBe(200);
    expect((await untilOtherSees(buyer.token, refused)).status).toBe(401);
  });

  it('is refused by the other after a password change', async () => {
    const buyer = await rememberedBuyer();
    const body = { oldpassword: buyer.password, newpassword: 'another-pass-2', renewpassword: 'another-pass-2' };
    expect((await call(t.app, 'POST', '/api/user/resetpwd', { token: buyer.token, body })).status).toBe(200);
    expect((await untilOtherSees(buyer.token, refused)).status).toBe(401);
  });

  it('is refused by the other once an operator disables the buyer', async () => {
    const operator = await operatorOf(t.app, t.database);
    const buyer = await rememberedBuyer();
    const body = { id: buyer.id, reason: 'Chargeback fraud' };
    expect((await call(t.app, 'POST', '/api/admin/buyer_disable', { token: operator.token, body })).status).toBe(200);
    expect((await untilOtherSees(buyer.token, refused)).status).toBe(401);
  });
});

describe('a user row changed in one process', () => {
  it('shows in the other: the new name from a profile change', async () => {
    const buyer = await rememberedBuyer();
    const profile = await call(t.app, 'POST', '/api/user/profile', { token: buyer.token, body: { givenName: 'Léa' } });
    expect(profile.status).toBe(200);
    const res = await untilOtherSees(buyer.token, (r) => r.body.data?.givenName === 'Léa');
    expect(res.body.data).toMatchObject({ id: buyer.id, givenName: 'Léa' });
  });

  it('shows in the other: the balance an operator adjusted', async () => {
    const operator = await operatorOf(t.app, t.database);
    const buyer = await rememberedBuyer();
    const body = { user_id: buyer.id, amount: '12.34', reason: 'Goodwill' };
    expect((await call(t.app, 'POST', '/api/admin/balance_adjust', { token: operator.token, body })).status).toBe(200);
    const res = await untilOtherSees(buyer.token, (r) => r.body.data?.balance_cents === 1234);
    expect(res.body.data.balance_cents).toBe(1234);
  });

  it('shows in the other: an operator turned buyer by hand is refused the console', async () => {
    const operator = await operatorOf(t.app, t.database);
    const openConsole = () => call(other, 'GET', '/api/admin/me', { token: operator.token });
    expect((await openConsole()).status).toBe(200);
    await t.database.db.update(users).set({ role: Role.Buyer }).where(eq(users.id, operator.id));
    const deadline = Date.now() + 1_000;
    let res = await openConsole();
    while (res.status !== 403 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 10));
      res = await openConsole();
    }
    expect(res.status).toBe(403);
  });
});

describe('a payment in one process (decision 034)', () => {
  /** Checks out one keyboard and pays it through `app`; answers what it cost. */
  async function buyKeyboard(app: App, token: string) {
    const items = [{ sku_id: desk.f.sku.keyboard.id, quantity: 1 }];
    const made = await call(app, 'POST', '/api/order/create', { token, body: { items } });
    const { orders, total_cents: total } = made.body.data as { orders: { id: number }[]; total_cents: number };
    const body = { order_ids: [orders[0]!.id], pay_password: PAY_CODE };
    expect((await call(app, 'POST', '/api/order/pay', { token, body })).status).toBe(200);
    return total;
  }

  it('shows the balance it left within a second in the other process', async () => {
    const buyer = await desk.shopper(500_000);
    expect((await userInfo(other, buyer.token)).body.data.balance_cents).toBe(500_000);
    const total = await buyKeyboard(t.app, buyer.token);
    const res = await untilOtherSees(buyer.token, (r) => r.body.data?.balance_cents === 500_000 - total);
    expect(res.body.data.balance_cents).toBe(500_000 - total);
  });

  it('shows it at once in the paying process, before any notice has arrived there', async () => {
    // A process whose notices are late: it listens, and hears nothing.
    const deaf = await buildApp({ database: { ...(otherDatabase ?? t.database), listen: async () => async () => {} } });
    try {
      const buyer = await desk.shopper(500_000);
      expect((await userInfo(deaf, buyer.token)).body.data.balance_cents).toBe(500_000);
      const total = await buyKeyboard(deaf, buyer.token);
      expect((await userInfo(deaf, buyer.token)).body.data.balance_cents).toBe(500_000 - total);
    } finally {
      await deaf.close();
    }
  });
});

describe('a write that changes nothing', () => {
  it('sends no notice, so no process forgets anyone for it (a right payment code with no tries to clear)', async () => {
    const [still, moved] = [await registerBuyer(t.app), await registerBuyer(t.app)];
    const heard: number[] = [];
    let changed!: () => void;
    const movedHeard = new Promise<void>((resolve) => (changed = resolve));
    const unlisten = await t.database.listen(
      USER_CHANGED_CHANNEL,
      (payload) => {
        heard.push(Number(payload));
        if (Number(payload) === moved.id) changed();
      },
      () => {},
    );
    try {
      await t.database.db
        .update(users)
        .set({ payAttempts: sql`${users.payAttempts}` })
        .where(eq(users.id, still.id));
      await t.database.db.update(users).set({ givenName: 'Noé' }).where(eq(users.id, moved.id));
      // Notices arrive in commit order: once the second is heard, the first would have been heard before it.
      await movedHeard;
      expect(heard).toEqual([moved.id]);
    } finally {
      await unlisten();
    }
  });
});
