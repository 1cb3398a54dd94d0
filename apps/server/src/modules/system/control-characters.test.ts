import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { useTestApp } from '../../test/build.js';
import { call, newBuyer, registerBuyer } from '../../test/api.js';
import { ADDRESS } from '../../test/order-fixture.js';
import { queryRows } from '../../db/client.js';

const t = useTestApp();
const NOT_ALLOWED = 'This contains an invisible character that is not allowed';

const userCount = async () =>
  (await queryRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from users`))[0]!.n;

describe('control characters in text (docs/product.md §5)', () => {
  it('a NUL byte in a search keyword is a 400 naming the field, in the caller’s language', async () => {
    const res = await call(t.app, 'GET', '/api/goods/search', { query: { keyword: 'a\u0000b' } });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: 'VALIDATION', msg: NOT_ALLOWED, fields: { keyword: NOT_ALLOWED } });
    const french = await call(t.app, 'GET', '/api/goods/suggest', { query: { keyword: 'a\u0000' }, lang: 'fr' });
    expect(french).toMatchObject({
      status: 400,
      body: { fields: { keyword: 'Ce texte contient un caractère invisible non autorisé' } },
    });
  });

  it.each([
    ['account', { account: 'demo\u0000' }],
    ['password', { password: 'secret\u0000pass' }],
  ])('logging in with a control character in %s is a 400 on that field', async (field, override) => {
    const res = await call(t.app, 'POST', '/api/user/login', {
      body: { account: 'somebody', password: 'secret-pass-1', ...override },
    });
    expect(res.status).toBe(400);
    expect(res.body.fields[field]).toBe(NOT_ALLOWED);
  });

  it.each(['\u0000', '\u0007', '\u001b', '\u007f', '\u0085', '\t', '\n'])(
    'registering with %j in a one-line field is refused, and nobody is created',
    async (control) => {
      const before = await userCount();
      const res = await call(t.app, 'POST', '/api/user/register', {
        body: newBuyer({ familyName: `Du${control}rand` }),
      });
      expect(res.status).toBe(400);
      expect(res.body.fields.familyName).toBe(NOT_ALLOWED);
      expect(await userCount()).toBe(before);
    },
  );

  it('multi-line text keeps its line breaks and tabs, and still refuses NUL', async () => {
    const buyer = await registerBuyer(t.app);
    const twoLines = { ...ADDRESS, detailed_address: '12 rue de Rivoli\n\tBâtiment B' };
    const saved = await call(t.app, 'POST', '/api/user/address_add', { token: buyer.token, body: twoLines });
    expect(saved.status).toBe(200);
    const list = await call(t.app, 'GET', '/api/user/address_list', { token: buyer.token });
    expect(list.body.data.list[0].detailed_address).toBe('12 rue de Rivoli\n\tBâtiment B');

    const nul = { ...ADDRESS, detailed_address: '12 rue\u0000 de Rivoli' };
    const refused = await call(t.app, 'POST', '/api/user/address_add', { token: buyer.token, body: nul });
    expect(refused.status).toBe(400);
    expect(refused.body.fields.detailed_address).toBe(NOT_ALLOWED);
    const one = await call(t.app, 'POST', '/api/user/address_add', {
      token: buyer.token,
      body: { ...ADDRESS, tag: 'Home\nOffice' },
    });
    expect(one.body.fields.tag).toBe(NOT_ALLOWED);
  });
});
