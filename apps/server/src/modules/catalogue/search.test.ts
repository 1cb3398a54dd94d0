import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/build.js';
import { call, registerBuyer } from '../../test/api.js';
import { insertCatalogueFixture } from '../../test/catalogue-fixture.js';

const t = useTestApp();
beforeAll(async () => {
  await insertCatalogueFixture(t.database.db);
});

const search = (query: Record<string, string>) => call(t.app, 'GET', '/api/goods/search', { query });
const titles = (res: { body: { data: { list: { title: string }[] } } }) => res.body.data.list.map((p) => p.title);

describe('search', () => {
  it('finds by words in the title, best match first', async () => {
    const res = await search({ keyword: 'laptop' });
    expect(titles(res).slice(0, 2).sort()).toEqual(['Aurora Ultralight Laptop 14', 'Granite Gaming Laptop 16']);
    expect(titles(res)).not.toContain('Hidden Prototype Tablet');
  });

  it('a typo still finds the product', async () => {
    expect(titles(await search({ keyword: 'smartphon' }))).toContain('Nimbus Smartphone 5G');
    expect(titles(await search({ keyword: 'keybaord' }))).toContain('Pocket Mechanical Keyboard');
    expect(titles(await search({ keyword: 'lapotp' }))[0]).toMatch(/Laptop/);
  });

  it('counts every match, on each page and past the last one', async () => {
    const first = (await search({ keyword: 'laptop', limit: '1' })).body.data;
    expect(first.total).toBeGreaterThanOrEqual(2);
    expect(first.list).toHaveLength(1);
    expect((await search({ keyword: 'laptop', limit: '1', page: '2' })).body.data.total).toBe(first.total);
    const past = (await search({ keyword: 'laptop', limit: '1', page: '50' })).body.data;
    expect(past).toMatchObject({ list: [], total: first.total });
  });

  it('finds nothing for a word that is nowhere', async () => {
    expect((await search({ keyword: 'zzzqqq' })).body.data).toMatchObject({ list: [], total: 0 });
  });

  it('sorts and filters results like the list', async () => {
    expect(titles(await search({ keyword: 'laptop', sort: 'price_asc' }))).toEqual([
      'Aurora Ultralight Laptop 14',
      'Granite Gaming Laptop 16',
    ]);
    expect(titles(await search({ keyword: 'laptop', in_stock: '1' }))).toEqual(['Aurora Ultralight Laptop 14']);
  });

  it('needs a keyword, and treats SQL and LIKE characters as text', async () => {
    const empty = await search({ keyword: '  ' });
    expect(empty.status).toBe(400);
    expect(empty.body.fields).toHaveProperty('keyword');
    expect((await search({ keyword: "%' or 1=1 --" })).body.data.total).toBe(0);
  });

  it('suggests titles while typing, and counts searches for the hot list', async () => {
    const suggestions = await call(t.app, 'GET', '/api/goods/suggest', { query: { keyword: 'harb' } });
    expect(suggestions.body.data.list).toContain('Harbour Rugged Phone');
    await search({ keyword: 'Laptop' });
    await search({ keyword: 'laptop' });
    await search({ keyword: 'phone' });
    await search({ keyword: 'zzzqqq' });
    const hot = await call(t.app, 'GET', '/api/goods/hot_search');
    expect(hot.body.data.list[0]).toBe('laptop');
    expect(hot.body.data.list).not.toContain('zzzqqq');

    // The same visitor search again is answered from memory, and still counts: 'rugged' 4, 'phone' 2.
    for (let i = 0; i < 4; i += 1) await search({ keyword: 'rugged' });
    await search({ keyword: 'Phone' });
    const buyer = await registerBuyer(t.app);
    const after = (await call(t.app, 'GET', '/api/goods/hot_search', { token: buyer.token })).body.data.list;
    expect(after.indexOf('rugged')).toBeGreaterThanOrEqual(0);
    expect(after.indexOf('rugged')).toBeLessThan(after.indexOf('phone'));
  });
});
