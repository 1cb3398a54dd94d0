import { describe, expect, it } from 'vitest';
import { REGISTRATIONS_PER_IP } from '@tradewind/contract';
import { useTestApp } from '../../test/build.js';
import { call, newBuyer, registerBuyer } from '../../test/api.js';

/** The contract's registration figure, not the suite's generous one (test/build.ts). */
const t = useTestApp({ registrationsPerIp: REGISTRATIONS_PER_IP });

describe('registrations per address (docs/product.md §9)', () => {
  it(`an address opens ${REGISTRATIONS_PER_IP} accounts an hour; the next is refused, another address is not`, async () => {
    const from = '198.51.100.7';
    for (let i = 0; i < REGISTRATIONS_PER_IP; i += 1) {
      const res = await call(t.app, 'POST', '/api/user/register', { body: newBuyer(), remoteAddress: from });
      expect(res.status).toBe(200);
    }
    const refused = newBuyer();
    const res = await call(t.app, 'POST', '/api/user/register', { body: refused, remoteAddress: from, lang: 'fr' });
    expect(res).toMatchObject({ status: 429, body: { error: 'REGISTER_LIMITED' } });
    expect(res.body.msg).toBe('Trop de comptes ont été créés depuis ce réseau ; réessayez dans 60 minutes');
    const login = await call(t.app, 'POST', '/api/user/login', {
      body: { account: refused.account, password: refused.password },
    });
    expect(login.body.error).toBe('LOGIN_FAILED');

    const elsewhere = await call(t.app, 'POST', '/api/user/register', {
      body: newBuyer(),
      remoteAddress: '203.0.113.9',
    });
    expect(elsewhere.status).toBe(200);
  });
});

describe('login tries per account (docs/product.md §9)', () => {
  it('counts the account, whichever of its names was typed: 10 wrong tries by name lock the email too', async () => {
    const buyer = await registerBuyer(t.app, {}, '192.0.2.10');
    for (let i = 0; i < 10; i += 1) {
      const res = await call(t.app, 'POST', '/api/user/login', {
        body: { account: i % 2 ? buyer.account : buyer.account.toUpperCase(), password: `guess-${i}` },
        remoteAddress: `192.0.2.${20 + i}`,
      });
      expect(res.body.error).toBe('LOGIN_FAILED');
    }
    const byEmail = await call(t.app, 'POST', '/api/user/login', {
      body: { account: buyer.email, password: buyer.password },
      remoteAddress: '192.0.2.99',
    });
    expect(byEmail).toMatchObject({ status: 429, body: { error: 'RATE_LIMITED' } });
  });

  it('keeps the per-address limit: 50 failures from one address stop it trying any account', async () => {
    const from = '192.0.2.200';
    for (let i = 0; i < 50; i += 1) {
      const res = await call(t.app, 'POST', '/api/user/login', {
        body: { account: `nobody-${i}`, password: 'wrong-pass' },
        remoteAddress: from,
      });
      expect(res.body.error).toBe('LOGIN_FAILED');
    }
    const buyer = await registerBuyer(t.app, {}, '192.0.2.201');
    const blocked = await call(t.app, 'POST', '/api/user/login', {
      body: { account: buyer.account, password: buyer.password },
      remoteAddress: from,
    });
    expect(blocked).toMatchObject({ status: 429, body: { error: 'RATE_LIMITED' } });
  });
});
