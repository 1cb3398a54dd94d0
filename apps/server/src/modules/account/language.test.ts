import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@tradewind/contract';
import { useTestApp } from '../../test/build.js';
import { call, registerBuyer } from '../../test/api.js';

const t = useTestApp();

describe('languages', () => {
  it('lists the fifteen languages with language_name, chinese_name and file_name, English first', async () => {
    const res = await call(t.app, 'GET', '/api/user/language_list');
    expect(res.body.data.list).toHaveLength(15);
    expect(res.body.data.list[0]).toEqual({ language_name: 'English', chinese_name: '英语', file_name: 'en' });
    expect(res.body.data.list.map((l: { file_name: string }) => l.file_name)).toEqual(
      LANGUAGES.map((l) => l.file_name),
    );
  });

  it('saves the choice on the account, where getUserInfo and a new login find it', async () => {
    const buyer = await registerBuyer(t.app);
    const res = await call(t.app, 'GET', '/api/user/set_language', { token: buyer.token, query: { lang: 'fr' } });
    expect(res.body).toMatchObject({
      code: 1,
      msg: 'Langue modifiée',
      data: { lang: { file_name: 'fr', language_name: 'Français' } },
    });
    const login = await call(t.app, 'POST', '/api/user/login', {
      body: { account: buyer.account, password: buyer.password },
    });
    expect(login.body.data.userinfo.lang.file_name).toBe('fr');
    // With no Accept-Language, the account's language answers.
    const wrong = await call(t.app, 'POST', '/api/user/resetpwd', {
      token: login.body.data.userinfo.token,
      body: { oldpassword: 'wrong-old', newpassword: 'new-pass-1', renewpassword: 'new-pass-1' },
    });
    expect(wrong.body.msg).toBe('L’ancien mot de passe est incorrect');
  });

  it('refuses a language that is not offered and changes nothing', async () => {
    const buyer = await registerBuyer(t.app);
    const res = await call(t.app, 'GET', '/api/user/set_language', { token: buyer.token, query: { lang: 'xx' } });
    expect(res.status).toBe(400);
    expect((await call(t.app, 'GET', '/api/user/getUserInfo', { token: buyer.token })).body.data.lang.file_name).toBe(
      'en',
    );
  });

  it('a visitor may switch without an account', async () => {
    const res = await call(t.app, 'GET', '/api/user/set_language', { query: { lang: 'ja' } });
    expect(res.body.data.lang.file_name).toBe('ja');
  });
});
