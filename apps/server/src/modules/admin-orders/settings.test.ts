import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/build.js';
import { call, registerBuyer } from '../../test/api.js';
import { insertCatalogueFixture } from '../../test/catalogue-fixture.js';
import { operatorOf, seedNetworks } from '../../test/wallet.js';

/** The operator's settings lists (freight, promo codes, networks) page and filter on the server. */
const t = useTestApp();
let operator: { token: string; id: number };
beforeAll(async () => {
  await insertCatalogueFixture(t.database.db);
  await seedNetworks(t.database);
  operator = await operatorOf(t.app, t.database);
});

const list = (url: string, query: Record<string, string> = {}) =>
  call(t.app, 'GET', url, { token: operator.token, query });
const names = (body: { data: { list: { shop_name?: string; code?: string; name?: string }[] } }) =>
  body.data.list.map((row) => row.shop_name ?? row.code ?? row.name);

describe('freight rules', () => {
  it('one row per shop, a page at a time, found by part of the shop name', async () => {
    const first = await list('/api/admin/freight', { limit: '1' });
    expect(first.body.data).toMatchObject({ total: 2, page: 1, limit: 1 });
    expect(names(first.body)).toEqual(['Shenzhen Circuit Hub']);
    const second = await list('/api/admin/freight', { limit: '1', page: '2' });
    expect(names(second.body)).toEqual(['Harbour Mobile']);
    expect(second.body.data.list[0]).toMatchObject({ base_cents: 0, free_over_cents: null });

    const found = await list('/api/admin/freight', { keyword: 'harbour' });
    expect(found.body.data.total).toBe(1);
    expect(names(found.body)).toEqual(['Harbour Mobile']);
    // What is typed is matched as it is: `%` is not a wildcard.
    expect((await list('/api/admin/freight', { keyword: '%' })).body.data).toMatchObject({ total: 0, list: [] });
  });

  it('is for operators only, and refuses a page size above the maximum', async () => {
    const buyer = await registerBuyer(t.app);
    expect((await call(t.app, 'GET', '/api/admin/freight', { token: buyer.token })).status).toBe(403);
    expect((await list('/api/admin/freight', { limit: '51' })).status).toBe(400);
  });
});

describe('promo codes', () => {
  it('newest first, a page at a time, found by part of the code', async () => {
    for (const code of ['SPRING10', 'SUMMER20', 'SPRING25']) {
      const saved = await call(t.app, 'POST', '/api/admin/promo_code_save', {
        token: operator.token,
        body: { code, kind: 'percent', percent: 10, uses_left: 100 },
      });
      expect(saved.status).toBe(200);
    }
    const first = await list('/api/admin/promo_codes', { limit: '2' });
    expect(first.body.data).toMatchObject({ total: 3, page: 1, limit: 2 });
    expect(names(first.body)).toEqual(['SPRING25', 'SUMMER20']);
    expect(names((await list('/api/admin/promo_codes', { limit: '2', page: '2' })).body)).toEqual(['SPRING10']);
    const spring = await list('/api/admin/promo_codes', { keyword: 'spring' });
    expect(spring.body.data.total).toBe(2);
    expect(names(spring.body)).toEqual(['SPRING25', 'SPRING10']);
  });

  it('a shop’s own code names its shop; a shop that does not exist is refused on its field', async () => {
    const save = (body: object) => call(t.app, 'POST', '/api/admin/promo_code_save', { token: operator.token, body });
    const code = { code: 'HARBOUR5', kind: 'amount', amount: '5', uses_left: 10 };
    const harbour = (await list('/api/admin/freight', { keyword: 'harbour' })).body.data.list[0].shop_id;
    const saved = await save({ ...code, shop_id: harbour });
    expect(saved.body.data.shop).toEqual({ id: harbour, name: 'Harbour Mobile' });
    expect((await save({ ...code, id: saved.body.data.id, shop_id: null })).body.data.shop).toBeNull();
    const unknown = await save({ ...code, code: 'NOSHOP', shop_id: 999_999 });
    expect(unknown.body).toMatchObject({ error: 'VALIDATION', fields: { shop_id: 'This shop does not exist' } });
    expect((await list('/api/admin/promo_codes', { keyword: 'NOSHOP' })).body.data.total).toBe(0);
  });
});

describe('a name that must be unique', () => {
  it('a promo code or a network already used answers 409 naming the field, and changes nothing', async () => {
    const save = (url: string, body: object) => call(t.app, 'POST', url, { token: operator.token, body });
    const promo = await save('/api/admin/promo_code_save', {
      code: 'TWICE',
      kind: 'amount',
      amount: '5.00',
      uses_left: 1,
    });
    expect(promo.status).toBe(200);
    const again = await save('/api/admin/promo_code_save', {
      code: 'TWICE',
      kind: 'percent',
      percent: 5,
      uses_left: 9,
    });
    expect(again.status).toBe(409);
    expect(again.body.fields).toEqual({ code: expect.any(String) });
    const kept = await list('/api/admin/promo_codes', { keyword: 'TWICE' });
    expect(kept.body.data.list).toEqual([expect.objectContaining({ code: 'TWICE', kind: 'amount', uses_left: 1 })]);

    const [first, second] = (await list('/api/admin/networks')).body.data.list;
    const clash = await save('/api/admin/network_save', { ...first, id: second.id });
    expect(clash.status).toBe(409);
    expect(clash.body.fields).toEqual({ name: expect.any(String) });
    expect(names((await list('/api/admin/networks')).body)).toEqual(['TRC20', 'ERC20', 'Polygon', 'Solana']);
  });
});

describe('networks', () => {
  it('in their order, a page at a time', async () => {
    const all = await list('/api/admin/networks');
    expect(all.body.data.total).toBe(4);
    expect(names(all.body)).toEqual(['TRC20', 'ERC20', 'Polygon', 'Solana']);
    const second = await list('/api/admin/networks', { limit: '3', page: '2' });
    expect(second.body.data).toMatchObject({ total: 4, page: 2, limit: 3 });
    expect(names(second.body)).toEqual(['Solana']);
    expect(all.body.data.list.map((n: { address_format: string }) => n.address_format)).toEqual([
      'tron',
      'evm',
      'evm',
      'solana',
    ]);
  });

  it('say how their addresses are written, and their receiving address must be one of those', async () => {
    const save = (body: object) => call(t.app, 'POST', '/api/admin/network_save', { token: operator.token, body });
    const none = await save({ name: 'BEP20', address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed', enabled: true });
    expect(none.body.fields).toEqual({ address_format: 'This field is required' });
    const bep = { name: 'BEP20', address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t', address_format: 'evm', enabled: true };
    const mismatch = await save(bep);
    expect(mismatch.body.fields).toEqual({ address: 'Enter an address of 0x followed by 40 hexadecimal characters' });
    const made = await save({ ...bep, address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed' });
    expect(made.body.data).toMatchObject({ name: 'BEP20', address_format: 'evm' });
    // A change that keeps the format is checked against the stored one.
    const renamed = await save({
      id: made.body.data.id,
      name: 'BEP20',
      address: 'hello-not-an-address',
      enabled: true,
    });
    expect(renamed.body.fields).toEqual({ address: 'Enter an address of 0x followed by 40 hexadecimal characters' });
  });
});
