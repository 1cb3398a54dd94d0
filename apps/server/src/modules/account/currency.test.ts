import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { AccountApi, FxApi } from '@tradewind/contract';
import { useTestApp } from '../../test/build.js';
import { call, registerBuyer } from '../../test/api.js';
import { users } from '../../db/schema/index.js';

/** The display currency (decision 039): it follows the language until the buyer chooses one, kept like the language. */
const t = useTestApp();
const userinfo = async (token: string) => (await call(t.app, 'GET', AccountApi.getUserInfo, { token })).body.data;
const setCurrency = (currency: string, options: { token?: string; lang?: string } = {}) =>
  call(t.app, 'GET', FxApi.setCurrency, { ...options, query: { currency } });

describe('the display currency', () => {
  it("follows the account's language until one is chosen, then stays through a change of language", async () => {
    const buyer = await registerBuyer(t.app);
    expect((await userinfo(buyer.token)).currency).toBe('USD');
    await call(t.app, 'GET', AccountApi.setLanguage, { token: buyer.token, query: { lang: 'ko' } });
    expect((await userinfo(buyer.token)).currency).toBe('KRW');

    const res = await setCurrency('EUR', { token: buyer.token, lang: 'ko' });
    expect(res.body).toMatchObject({ code: 1, msg: '통화가 변경되었습니다', data: { currency: 'EUR' } });
    await call(t.app, 'GET', AccountApi.setLanguage, { token: buyer.token, query: { lang: 'ja' } });
    expect((await userinfo(buyer.token)).currency).toBe('EUR');

    // A new login and a saved profile answer it too.
    const login = await call(t.app, 'POST', AccountApi.login, {
      body: { account: buyer.account, password: buyer.password },
    });
    expect(login.body.data.userinfo).toMatchObject({ currency: 'EUR', lang: { file_name: 'ja' } });
    const profile = await call(t.app, 'POST', AccountApi.profile, {
      token: buyer.token,
      body: { givenName: 'Minji' },
    });
    expect(profile.body.data.currency).toBe('EUR');
  });

  it('refuses a currency that is not offered, naming the field and changing nothing', async () => {
    const buyer = await registerBuyer(t.app);
    await setCurrency('JPY', { token: buyer.token });
    for (const currency of ['XYZ', 'krw', '', 'KRW ']) {
      const res = await setCurrency(currency, { token: buyer.token });
      expect(res.status, currency).toBe(400);
      expect(Object.keys(res.body.fields)).toEqual(['currency']);
    }
    expect((await userinfo(buyer.token)).currency).toBe('JPY');
  });

  it('a visitor may choose one without an account: the app keeps it in the cookie, the server writes nothing', async () => {
    const all = () => t.database.db.select({ id: users.id, currency: users.currency }).from(users).orderBy(users.id);
    const before = await all();
    const res = await setCurrency('KRW', { lang: 'fr' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ msg: 'Devise modifiée', data: { currency: 'KRW' } });
    expect(await all()).toEqual(before);
  });

  it('is kept on the account row itself, null while it follows the language', async () => {
    const buyer = await registerBuyer(t.app);
    const stored = async () =>
      (await t.database.db.select({ c: users.currency }).from(users).where(eq(users.id, buyer.id)))[0]!.c;
    expect(await stored()).toBeNull();
    await setCurrency('TRY', { token: buyer.token });
    expect(await stored()).toBe('TRY');
  });
});
