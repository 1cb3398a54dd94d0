import { afterAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/build.js';
import { call, registerBuyer } from '../../test/api.js';
import { operatorOf } from '../../test/wallet.js';
import { buildApp, type App } from '../../app.js';

const t = useTestApp();
const CONSOLE = { 'x-requested-with': 'tradewind-console' };

async function signIn(app: App, account: string, password: string) {
  const res = await app.inject({ method: 'POST', url: '/api/admin/sign_in', payload: { account, password } });
  const setCookie = String(res.headers['set-cookie'] ?? '');
  return { res, setCookie, cookie: setCookie.split(';')[0]! };
}
const me = (cookie: string) => call(t.app, 'GET', '/api/admin/me', { headers: { cookie } });

describe('the console’s session in an HttpOnly cookie (decision 012)', () => {
  it('signing in sets a cookie no script can read, sent only to /api/admin, and answers no token', async () => {
    const operator = await operatorOf(t.app, t.database);
    const { res, setCookie, cookie } = await signIn(t.app, operator.account, operator.password);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id: operator.id, account: operator.account, role: 'operator' });
    expect(setCookie).toMatch(/^tw_admin=[\w-]{40,}; Path=\/api\/admin; Max-Age=259200; HttpOnly; SameSite=Strict$/);
    expect(res.body).not.toContain(cookie.split('=')[1]);
    expect((await me(cookie)).body.data.account).toBe(operator.account);
    // Not a buyer's session: the buyer's routes do not read the console's cookie.
    expect((await call(t.app, 'GET', '/api/user/getUserInfo', { headers: { cookie } })).status).toBe(401);
  });

  it('a write the cookie authenticates needs the console’s header (CSRF); the token header needs none', async () => {
    const operator = await operatorOf(t.app, t.database);
    const { cookie } = await signIn(t.app, operator.account, operator.password);
    const forged = await call(t.app, 'POST', '/api/admin/sign_out', { headers: { cookie } });
    expect(forged).toMatchObject({ status: 403, body: { error: 'FORBIDDEN' } });
    expect((await me(cookie)).status).toBe(200);
    const byToken = await call(t.app, 'GET', '/api/admin/me', { token: operator.token });
    expect(byToken.status).toBe(200);

    const out = await t.app.inject({ method: 'POST', url: '/api/admin/sign_out', headers: { cookie, ...CONSOLE } });
    expect(out.statusCode).toBe(200);
    expect(String(out.headers['set-cookie'])).toMatch(/^tw_admin=; Path=\/api\/admin; Max-Age=0; HttpOnly/);
    expect((await me(cookie)).status).toBe(401);
  });

  it('a buyer is refused with 403 and gets neither a cookie nor a session; a wrong password is the login’s answer', async () => {
    const buyer = await registerBuyer(t.app);
    const { res, setCookie } = await signIn(t.app, buyer.account, buyer.password);
    expect(res.statusCode).toBe(403);
    expect(setCookie).toBe('');
    const wrong = await signIn(t.app, buyer.account, 'not-the-password');
    expect(wrong.res.json()).toMatchObject({ error: 'LOGIN_FAILED', msg: 'Wrong account or password' });
  });

  describe('behind an HTTPS proxy', () => {
    let proxied: App;
    afterAll(() => proxied?.close());

    it('the cookie is Secure', async () => {
      proxied = await buildApp({ database: t.database, trustProxy: true });
      const operator = await operatorOf(t.app, t.database);
      const res = await proxied.inject({
        method: 'POST',
        url: '/api/admin/sign_in',
        headers: { 'x-forwarded-proto': 'https' },
        payload: { account: operator.account, password: operator.password },
      });
      expect(String(res.headers['set-cookie'])).toMatch(/; HttpOnly; SameSite=Strict; Secure$/);
    });
  });
});
