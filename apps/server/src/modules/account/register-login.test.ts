import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { useTestApp } from '../../test/build.js';
import { call, newBuyer, registerBuyer } from '../../test/api.js';
import { queryRows } from '../../db/client.js';

const t = useTestApp();

const userCount = async () =>
  (await queryRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from users`))[0]!.n;

describe('register', () => {
  it('creates the account, answers the token at data.userinfo.token and the user info', async () => {
    const body = newBuyer();
    const res = await call(t.app, 'POST', '/api/user/register', { body });
    expect(res.status).toBe(200);
    expect(res.body.code).toBe(1);
    const info = res.body.data.userinfo;
    expect(info.token).toMatch(/^[\w-]{40,}$/);
    expect(info).toMatchObject({
      account: body.account,
      email: body.email,
      familyName: 'Durand',
      has_pay_password: false,
    });
    expect(info).not.toHaveProperty('passwordHash');
    const me = await call(t.app, 'GET', '/api/user/getUserInfo', { token: info.token });
    expect(me.body.data.account).toBe(body.account);
  });

  it.each([
    ['email', { email: 'not-an-email' }, 'Please enter a valid email address'],
    ['mobile', { mobile: '12' }, 'Please enter a valid mobile number with its country code, e.g. +33 6 12 34 56 78'],
    ['password', { password: '12345' }, 'The password must be at least 6 characters'],
    ['account', { account: 'a b' }, 'Use 3 to 32 letters, digits, dots, dashes or underscores'],
    ['familyName', { familyName: '   ' }, 'This field is required'],
  ])('refuses an invalid %s with a clear message and writes nothing', async (field, override, message) => {
    const before = await userCount();
    const res = await call(t.app, 'POST', '/api/user/register', { body: newBuyer(override) });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 0, error: 'VALIDATION', msg: message });
    expect(res.body.fields[field]).toBe(message);
    expect(await userCount()).toBe(before);
  });

  it('does not coerce types: a number is not a password', async () => {
    const res = await call(t.app, 'POST', '/api/user/register', { body: { ...newBuyer(), password: 12345678 } });
    expect(res.status).toBe(400);
    expect(res.body.fields.password).toBeDefined();
  });

  it('refuses a taken account name or email, whatever the case', async () => {
    const first = await registerBuyer(t.app);
    const sameAccount = await call(t.app, 'POST', '/api/user/register', {
      body: newBuyer({ account: first.account.toUpperCase() }),
    });
    expect(sameAccount).toMatchObject({
      status: 409,
      body: { error: 'ACCOUNT_EXISTS', msg: 'This account name is already taken' },
    });
    const sameEmail = await call(t.app, 'POST', '/api/user/register', {
      body: newBuyer({ email: first.email.toUpperCase() }),
    });
    expect(sameEmail).toMatchObject({ status: 409, body: { error: 'EMAIL_EXISTS' } });
  });

  it('answers in the caller language', async () => {
    const res = await call(t.app, 'POST', '/api/user/register', {
      body: newBuyer({ email: 'x' }),
      lang: 'zh-CN,zh;q=0.9',
    });
    expect(res.body.msg).toMatch(/[\u4e00-\u9fff]/);
  });

  it('rejects malformed JSON and oversized bodies with an envelope', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/user/register',
      headers: { 'content-type': 'application/json' },
      payload: '{"account":',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 0, error: 'VALIDATION' });
    const huge = await call(t.app, 'POST', '/api/user/register', {
      body: { ...newBuyer(), familyName: 'x'.repeat(70_000) },
    });
    expect(huge.status).toBe(413);
    expect(huge.body.error).toBe('PAYLOAD_TOO_LARGE');
  });
});

describe('login', () => {
  it('logs in by account or by email; the spec requires account and password', async () => {
    const buyer = await registerBuyer(t.app);
    for (const account of [buyer.account, buyer.email.toUpperCase()]) {
      const res = await call(t.app, 'POST', '/api/user/login', { body: { account, password: buyer.password } });
      expect(res.status).toBe(200);
      expect(res.body.data.userinfo.token).toBeTruthy();
    }
    const missing = await call(t.app, 'POST', '/api/user/login', { body: { account: '', password: '' } });
    expect(missing.status).toBe(400);
    expect(Object.keys(missing.body.fields)).toEqual(['account', 'password']);
  });

  it('gives the same answer for an unknown account and a wrong password', async () => {
    const buyer = await registerBuyer(t.app);
    const wrong = await call(t.app, 'POST', '/api/user/login', {
      body: { account: buyer.account, password: 'wrong-pass' },
    });
    const unknown = await call(t.app, 'POST', '/api/user/login', {
      body: { account: 'nobody-here', password: 'wrong-pass' },
    });
    expect(wrong.body).toMatchObject({ error: 'LOGIN_FAILED', msg: 'Wrong account or password' });
    expect(unknown.body.msg).toBe(wrong.body.msg);
    expect(unknown.status).toBe(wrong.status);
  });

  it('limits guessing per account: the 11th try in 15 minutes is refused even with the right password', async () => {
    const buyer = await registerBuyer(t.app);
    for (let i = 0; i < 10; i += 1) {
      const res = await call(t.app, 'POST', '/api/user/login', {
        body: { account: buyer.account, password: `guess-${i}` },
      });
      expect(res.body.error).toBe('LOGIN_FAILED');
    }
    const locked = await call(t.app, 'POST', '/api/user/login', {
      body: { account: buyer.account, password: buyer.password },
    });
    expect(locked).toMatchObject({ status: 429, body: { error: 'RATE_LIMITED' } });
    expect(locked.body.msg).toContain('15 minutes');
  });

  it('a successful login clears the account counter', async () => {
    const buyer = await registerBuyer(t.app);
    for (let i = 0; i < 9; i += 1) {
      await call(t.app, 'POST', '/api/user/login', { body: { account: buyer.account, password: `guess-${i}` } });
    }
    expect(
      (await call(t.app, 'POST', '/api/user/login', { body: { account: buyer.account, password: buyer.password } }))
        .status,
    ).toBe(200);
    expect(
      (await call(t.app, 'POST', '/api/user/login', { body: { account: buyer.account, password: 'again-wrong' } })).body
        .error,
    ).toBe('LOGIN_FAILED');
  });

  it('refuses a disabled account', async () => {
    const buyer = await registerBuyer(t.app);
    await t.database.db.execute(sql`update users set disabled_at = now() where id = ${buyer.id}`);
    const res = await call(t.app, 'POST', '/api/user/login', {
      body: { account: buyer.account, password: buyer.password },
    });
    expect(res).toMatchObject({ status: 403, body: { error: 'ACCOUNT_DISABLED' } });
    expect((await call(t.app, 'GET', '/api/user/getUserInfo', { token: buyer.token })).status).toBe(401);
  });
});
