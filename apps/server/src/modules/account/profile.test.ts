import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/build.js';
import { call, registerBuyer } from '../../test/api.js';

const t = useTestApp();

describe('profile', () => {
  it('changes the fields sent and keeps the others', async () => {
    const buyer = await registerBuyer(t.app);
    const res = await call(t.app, 'POST', '/api/user/profile', {
      token: buyer.token,
      body: { givenName: 'Léa', mobile: '+81 90 1234 5678' },
    });
    expect(res.body).toMatchObject({
      code: 1,
      msg: 'Saved',
      data: { givenName: 'Léa', mobile: '+81 90 1234 5678', familyName: 'Durand' },
    });
  });

  it('validates each field and refuses an empty change', async () => {
    const buyer = await registerBuyer(t.app);
    expect(
      (await call(t.app, 'POST', '/api/user/profile', { token: buyer.token, body: { email: 'nope' } })).body.fields
        .email,
    ).toBe('Please enter a valid email address');
    expect((await call(t.app, 'POST', '/api/user/profile', { token: buyer.token, body: {} })).status).toBe(400);
  });

  it("cannot take another buyer's email", async () => {
    const a = await registerBuyer(t.app);
    const b = await registerBuyer(t.app);
    const res = await call(t.app, 'POST', '/api/user/profile', { token: b.token, body: { email: a.email } });
    expect(res.body.error).toBe('EMAIL_EXISTS');
  });

  it('one buyer can neither read nor change another: every call acts on the token owner', async () => {
    const a = await registerBuyer(t.app);
    const b = await registerBuyer(t.app);
    const smuggled = { givenName: 'Mallory', id: a.id, account: a.account, role: 'operator', balance_cents: 999999 };
    const res = await call(t.app, 'POST', '/api/user/profile', { token: b.token, body: smuggled });
    expect(res.body.data).toMatchObject({
      id: b.id,
      account: b.account,
      role: 'buyer',
      balance_cents: 0,
      givenName: 'Mallory',
    });
    const aInfo = await call(t.app, 'GET', '/api/user/getUserInfo', { token: a.token, query: { id: String(b.id) } });
    expect(aInfo.body.data).toMatchObject({ id: a.id, givenName: 'Camille' });
  });
});
