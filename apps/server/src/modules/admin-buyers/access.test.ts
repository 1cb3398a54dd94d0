import { beforeAll, describe, expect, it } from 'vitest';
import * as contract from '@tradewind/contract';
import { useTestApp } from '../../test/build.js';
import { call, registerBuyer } from '../../test/api.js';
import { operatorOf } from '../../test/wallet.js';

const t = useTestApp();
let operator: Awaited<ReturnType<typeof operatorOf>>;
let buyer: Awaited<ReturnType<typeof registerBuyer>>;
beforeAll(async () => {
  operator = await operatorOf(t.app, t.database);
  buyer = await registerBuyer(t.app);
});

const pathsOf = (api: Record<string, string>) => Object.values(api).map((url) => url.split('?')[0]!);
const mine = [
  contract.AdminOperatorApi,
  contract.AdminBuyerApi,
  contract.AdminDashboardApi,
  contract.AdminContentApi,
].flatMap(pathsOf);
// The console's sign-in is a login, open to anyone: it refuses a buyer's account (admin-session/console-session.test.ts).
// So are the accept page's calls, which need an invitation's code (admin-staff/invitations.test.ts), and the passkey
// sign-in, whose signature names the account (admin-passkeys/console-passkeys.test.ts).
const OPEN: string[] = [
  contract.AdminOperatorApi.signIn,
  contract.AdminPasskeyApi.signInOptions,
  contract.AdminPasskeyApi.signIn,
  contract.AdminStaffApi.invitation,
  contract.AdminStaffApi.accept,
];
const everyAdminPath = Object.entries(contract)
  .filter(([name]) => /^Admin\w*Api$/.test(name))
  .flatMap(([, api]) => pathsOf(api as Record<string, string>))
  .filter((url) => !OPEN.includes(url));

describe('who is at the console', () => {
  it('answers the operator their id, account and name', async () => {
    const res = await call(t.app, 'GET', '/api/admin/me', { token: operator.token });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      id: operator.id,
      account: operator.account,
      nickname: `${operator.givenName} ${operator.familyName}`,
      role: 'operator',
      shops: [],
    });
  });

  it('refuses a buyer (403) and a caller without a session (401)', async () => {
    const asBuyer = await call(t.app, 'GET', '/api/admin/me', { token: buyer.token });
    expect(asBuyer.status).toBe(403);
    expect(asBuyer.body).toMatchObject({ error: 'FORBIDDEN', msg: 'You do not have permission to do this' });
    expect((await call(t.app, 'GET', '/api/admin/me')).status).toBe(401);
  });
});

describe('a buyer on the operator routes', () => {
  it('gets 403 on every admin path, whichever method it is served on', async () => {
    expect(everyAdminPath.length).toBeGreaterThan(mine.length);
    for (const url of everyAdminPath) {
      const statuses = [
        (await call(t.app, 'GET', url, { token: buyer.token, query: { id: '1' } })).status,
        (await call(t.app, 'POST', url, { token: buyer.token, body: { id: 1, reason: 'x' } })).status,
      ];
      // The method a path is not served on is a 404; nothing else may answer a buyer.
      for (const status of statuses) expect([403, 404], `${url} ${statuses}`).toContain(status);
      if (mine.includes(url)) expect(statuses, url).toContain(403);
    }
  });

  it('changes nothing when a buyer tries to disable another buyer', async () => {
    const other = await registerBuyer(t.app);
    const res = await call(t.app, 'POST', '/api/admin/buyer_disable', {
      token: buyer.token,
      body: { id: other.id, reason: 'Spam' },
    });
    expect(res.status).toBe(403);
    expect((await call(t.app, 'GET', '/api/user/getUserInfo', { token: other.token })).status).toBe(200);
  });
});
