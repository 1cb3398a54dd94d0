import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { useTestApp } from '../../test/build.js';
import { call, registerBuyer } from '../../test/api.js';
import { queryRows } from '../../db/client.js';

const t = useTestApp();

/** Every call that needs a session, with a valid body, so only the token decides. */
const protectedCalls = [
  ['GET', '/api/user/getUserInfo', undefined],
  ['POST', '/api/user/logout?lang=zh-cn', undefined],
  ['POST', '/api/user/profile', { givenName: 'Léa' }],
  [
    'POST',
    '/api/user/resetpwd',
    { oldpassword: 'secret-pass-1', newpassword: 'another-1', renewpassword: 'another-1' },
  ],
  ['POST', '/api/user/resetPay', { pay_password: '123456', re_pay_password: '123456' }],
  ['POST', '/api/user/verify_pay', { pay_password: '123456' }],
] as const;

describe('tokens', () => {
  it.each(protectedCalls)(
    '%s %s answers code 401 with no token, an unknown one and an expired one',
    async (method, url, body) => {
      const buyer = await registerBuyer(t.app);
      await t.database.db.execute(
        sql`update sessions set expires_at = now() - interval '1 second' where user_id = ${buyer.id}`,
      );
      for (const token of [undefined, 'not-a-real-token', buyer.token]) {
        const res = await call(t.app, method, url, { token, body });
        expect(res.status).toBe(401);
        expect(res.body).toMatchObject({ code: 401, error: 'UNAUTHORIZED', data: null });
      }
    },
  );

  it('a session lasts three days', async () => {
    const buyer = await registerBuyer(t.app);
    const [row] = await queryRows<{ seconds: number }>(
      t.database.db,
      sql`select extract(epoch from (expires_at - created_at))::int as seconds from sessions where user_id = ${buyer.id}`,
    );
    expect(row!.seconds).toBe(3 * 24 * 60 * 60);
  });

  it('stores only a hash of the token', async () => {
    const buyer = await registerBuyer(t.app);
    const rows = await queryRows<{ token_hash: string }>(
      t.database.db,
      sql`select token_hash from sessions where user_id = ${buyer.id}`,
    );
    expect(rows[0]!.token_hash).not.toContain(buyer.token);
    expect(rows[0]!.token_hash).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('logout', () => {
  it('ends this session only', async () => {
    const buyer = await registerBuyer(t.app);
    const second = await call(t.app, 'POST', '/api/user/login', {
      body: { account: buyer.account, password: buyer.password },
    });
    const res = await call(t.app, 'POST', '/api/user/logout?lang=zh-cn', { token: buyer.token });
    expect(res.body).toMatchObject({ code: 1, data: null });
    expect((await call(t.app, 'GET', '/api/user/getUserInfo', { token: buyer.token })).status).toBe(401);
    expect((await call(t.app, 'GET', '/api/user/getUserInfo', { token: second.body.data.userinfo.token })).status).toBe(
      200,
    );
  });
});

describe('change the login password (resetpwd)', () => {
  it('needs the old password, a new one of 6+ that differs, and a matching confirmation', async () => {
    const buyer = await registerBuyer(t.app);
    const cases = [
      [{ oldpassword: 'wrong-old', newpassword: 'new-pass-1', renewpassword: 'new-pass-1' }, 400, 'OLD_PASSWORD_WRONG'],
      [{ oldpassword: buyer.password, newpassword: 'short', renewpassword: 'short' }, 400, 'VALIDATION'],
      [{ oldpassword: buyer.password, newpassword: buyer.password, renewpassword: buyer.password }, 400, 'VALIDATION'],
      [{ oldpassword: buyer.password, newpassword: 'new-pass-1', renewpassword: 'new-pass-2' }, 400, 'VALIDATION'],
    ] as const;
    for (const [body, status, error] of cases) {
      const res = await call(t.app, 'POST', '/api/user/resetpwd', { token: buyer.token, body });
      expect(res.status).toBe(status);
      expect(res.body.error).toBe(error);
    }
    const same = await call(t.app, 'POST', '/api/user/resetpwd', {
      token: buyer.token,
      body: { oldpassword: buyer.password, newpassword: buyer.password, renewpassword: buyer.password },
    });
    expect(same.body.fields.newpassword).toBe('The new one must differ from the old one');
    expect((await call(t.app, 'GET', '/api/user/getUserInfo', { token: buyer.token })).status).toBe(200);
  });

  it('changes it and ends every session; the new password logs in, the old one does not', async () => {
    const buyer = await registerBuyer(t.app);
    const other = await call(t.app, 'POST', '/api/user/login', {
      body: { account: buyer.account, password: buyer.password },
    });
    const res = await call(t.app, 'POST', '/api/user/resetpwd', {
      token: buyer.token,
      body: { oldpassword: buyer.password, newpassword: 'brand-new-9', renewpassword: 'brand-new-9' },
    });
    expect(res.body).toMatchObject({ code: 1, msg: 'Password changed, please log in again' });
    for (const token of [buyer.token, other.body.data.userinfo.token]) {
      expect((await call(t.app, 'GET', '/api/user/getUserInfo', { token })).status).toBe(401);
    }
    expect(
      (await call(t.app, 'POST', '/api/user/login', { body: { account: buyer.account, password: buyer.password } }))
        .status,
    ).toBe(400);
    expect(
      (await call(t.app, 'POST', '/api/user/login', { body: { account: buyer.account, password: 'brand-new-9' } }))
        .status,
    ).toBe(200);
  });
});
