import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { useTestApp } from '../../test/build.js';
import { call, registerBuyer } from '../../test/api.js';
import { operatorOf } from '../../test/wallet.js';
import { sessions, users } from '../../db/schema/index.js';

const t = useTestApp();
let operator: Awaited<ReturnType<typeof operatorOf>>;
beforeAll(async () => {
  operator = await operatorOf(t.app, t.database);
});

const disable = (id: number, reason: unknown = 'Chargeback fraud', token = operator.token) =>
  call(t.app, 'POST', '/api/admin/buyer_disable', { token, body: { id, reason } });
const enable = (id: number) => call(t.app, 'POST', '/api/admin/buyer_enable', { token: operator.token, body: { id } });
const login = (account: string, password: string, lang?: string) =>
  call(t.app, 'POST', '/api/user/login', { body: { account, password }, lang });
const me = (token: string) => call(t.app, 'GET', '/api/user/getUserInfo', { token });

describe('disabling a buyer', () => {
  it('ends every session at once, refuses login clearly, and enabling lets the buyer back in', async () => {
    const buyer = await registerBuyer(t.app);
    const second = (await login(buyer.account, buyer.password)).body.data.userinfo.token as string;

    const res = await disable(buyer.id);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      msg: 'Account disabled; the buyer has been signed out',
      data: { id: buyer.id, disabled: true, disabled_reason: 'Chargeback fraud', disabled_at: expect.any(String) },
    });
    for (const token of [buyer.token, second]) {
      const after = await me(token);
      expect(after.status).toBe(401);
      expect(after.body).toMatchObject({ code: 401, error: 'UNAUTHORIZED' });
    }
    expect(await t.database.db.select().from(sessions).where(eq(sessions.userId, buyer.id))).toEqual([]);

    const refused = await login(buyer.account, buyer.password);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ error: 'ACCOUNT_DISABLED', msg: 'This account has been disabled' });
    const inFrench = await login(buyer.email, buyer.password, 'fr');
    expect(inFrench.body.error).toBe('ACCOUNT_DISABLED');
    expect(inFrench.body.msg).not.toBe('This account has been disabled');
    // A wrong password still answers the usual failure: the state of an account is only told to its owner.
    expect((await login(buyer.account, 'not-the-password')).body.error).toBe('LOGIN_FAILED');

    const listed = await call(t.app, 'GET', '/api/admin/buyers', {
      token: operator.token,
      query: { state: 'disabled' },
    });
    expect(listed.body.data.list.map((row: { id: number }) => row.id)).toEqual([buyer.id]);
    expect(listed.body.data.list[0]).toMatchObject({ disabled: true, last_login_at: null });

    const back = await enable(buyer.id);
    expect(back.body).toMatchObject({
      msg: 'Account enabled',
      data: { disabled: false, disabled_at: null, disabled_reason: null },
    });
    expect((await me(buyer.token)).status).toBe(401);
    const again = await login(buyer.account, buyer.password);
    expect(again.status).toBe(200);
    expect((await me(again.body.data.userinfo.token)).status).toBe(200);
  });

  it('answers 409 when the account is already in the asked state, 404 for no such buyer', async () => {
    const buyer = await registerBuyer(t.app);
    expect((await enable(buyer.id)).status).toBe(409);
    await disable(buyer.id);
    const twice = await disable(buyer.id, 'Again');
    expect(twice.status).toBe(409);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, buyer.id));
    expect(row!.disabledReason).toBe('Chargeback fraud');
    expect((await disable(999_999)).status).toBe(404);
    expect((await enable(999_999)).status).toBe(404);
  });

  it('needs a reason, and a bad body changes nothing', async () => {
    const buyer = await registerBuyer(t.app);
    for (const reason of ['', '   ', 'x'.repeat(201), 12]) {
      const res = await disable(buyer.id, reason);
      expect(res.status, String(reason)).toBe(400);
      expect(Object.keys(res.body.fields)).toEqual(['reason']);
    }
    const bad = await call(t.app, 'POST', '/api/admin/buyer_disable', {
      token: operator.token,
      body: { id: String(buyer.id), reason: 'Spam' },
    });
    expect(bad.status).toBe(400);
    expect((await me(buyer.token)).status).toBe(200);
  });
});

describe('an operator', () => {
  it('cannot be disabled, by another operator or by themself', async () => {
    const colleague = await operatorOf(t.app, t.database);
    for (const id of [colleague.id, operator.id]) {
      const res = await disable(id);
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({ error: 'FORBIDDEN', msg: 'An operator account cannot be disabled' });
    }
    expect((await call(t.app, 'GET', '/api/admin/me', { token: colleague.token })).status).toBe(200);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, colleague.id));
    expect(row!.disabledAt).toBeNull();
  });
});
