import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/build.js';
import { call } from '../../test/api.js';
import { operatorOf } from '../../test/wallet.js';
import { SoftwareAuthenticator } from '../../test/software-authenticator.js';
import { insertCatalogueFixture } from '../../test/catalogue-fixture.js';
import { staffOf } from '../admin-staff/test-kit.js';

const t = useTestApp();
const CONSOLE = { 'x-requested-with': 'tradewind-console' };

async function passwordSignIn(account: string, password: string) {
  return t.app.inject({ method: 'POST', url: '/api/admin/sign_in', payload: { account, password } });
}
/** The console's sign-in with a passkey, as the browser makes it: options, then the authenticator's answer. */
async function passkeySignIn(authenticator: SoftwareAuthenticator) {
  const options = await call(t.app, 'POST', '/api/admin/passkey_sign_in_options');
  return t.app.inject({
    method: 'POST',
    url: '/api/admin/passkey_sign_in',
    payload: { credential: authenticator.get(options.body.data) },
  });
}
const consolePost = (cookie: string, url: string, body?: unknown) =>
  call(t.app, 'POST', url, { headers: { cookie, ...CONSOLE }, body });

describe('the console’s passkeys (decision 054)', () => {
  it('an operator adds a passkey in the console, signs in with it, and can then require passkeys of operators', async () => {
    const operator = await operatorOf(t.app, t.database);
    const other = await operatorOf(t.app, t.database);
    const first = await passwordSignIn(operator.account, operator.password);
    const cookie = String(first.headers['set-cookie']).split(';')[0]!;

    const refusedEarly = await consolePost(cookie, '/api/admin/passkey_settings', { operators_need_passkey: true });
    expect(refusedEarly.body).toMatchObject({ error: 'PASSKEY_NONE', msg: 'Add a passkey first' });

    const authenticator = new SoftwareAuthenticator();
    const options = await consolePost(cookie, '/api/admin/passkey_register_options');
    const added = await consolePost(cookie, '/api/admin/passkey_register', {
      name: 'Desk key',
      credential: authenticator.create(options.body.data),
    });
    expect(added.status).toBe(200);
    const list = await call(t.app, 'GET', '/api/admin/passkeys', { headers: { cookie } });
    expect(list.body.data.map((p: { name: string }) => p.name)).toEqual(['Desk key']);

    const saved = await consolePost(cookie, '/api/admin/passkey_settings', { operators_need_passkey: true });
    expect(saved.body.data).toEqual({ operators_need_passkey: true });

    const password = await passwordSignIn(other.account, other.password);
    expect(password.statusCode).toBe(403);
    expect(password.json()).toMatchObject({ error: 'PASSKEY_REQUIRED', msg: 'Operators must sign in with a passkey' });
    expect(password.headers['set-cookie']).toBeUndefined();
    // Nor through the app's login, whose token would open the console's routes too.
    const appLogin = await call(t.app, 'POST', '/api/user/login', {
      body: { account: other.account, password: other.password },
      lang: 'fr',
    });
    expect(appLogin.body).toMatchObject({
      error: 'PASSKEY_REQUIRED',
      msg: 'Les opérateurs doivent se connecter avec une clé d’accès',
    });

    const signedIn = await passkeySignIn(authenticator);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().data).toMatchObject({ id: operator.id, role: 'operator' });
    const passkeyCookie = String(signedIn.headers['set-cookie']).split(';')[0]!;
    expect((await call(t.app, 'GET', '/api/admin/me', { headers: { cookie: passkeyCookie } })).body.data.id).toBe(
      operator.id,
    );

    await consolePost(passkeyCookie, '/api/admin/passkey_settings', { operators_need_passkey: false });
    expect((await passwordSignIn(other.account, other.password)).statusCode).toBe(200);
  });

  it("a shop's staff keep their own passkeys and sign in with one; the operators' rule stays the platform's", async () => {
    const fixture = await insertCatalogueFixture(t.database.db);
    const operator = await operatorOf(t.app, t.database);
    const staff = await staffOf(t.app, operator.token, [fixture.circuit.id]);
    const cookie = `tw_admin=${staff.token}`;
    const authenticator = new SoftwareAuthenticator();
    const options = await consolePost(cookie, '/api/admin/passkey_register_options');
    expect(options.status).toBe(200);
    const added = await consolePost(cookie, '/api/admin/passkey_register', {
      name: 'Shop phone',
      credential: authenticator.create(options.body.data),
    });
    expect(added.status).toBe(200);
    const mine = await call(t.app, 'GET', '/api/admin/passkeys', { headers: { cookie } });
    expect(mine.body.data.map((p: { name: string }) => p.name)).toEqual(['Shop phone']);
    // Another person's list is their own: the operator sees none of the staff's.
    const operatorCookie = String((await passwordSignIn(operator.account, operator.password)).headers['set-cookie']);
    const theirs = await call(t.app, 'GET', '/api/admin/passkeys', {
      headers: { cookie: operatorCookie.split(';')[0]! },
    });
    expect(theirs.body.data).toEqual([]);
    expect((await consolePost(cookie, '/api/admin/passkey_settings', { operators_need_passkey: true })).status).toBe(
      403,
    );

    const signedIn = await passkeySignIn(authenticator);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().data).toMatchObject({ id: staff.id, role: 'staff' });
  });
});
