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

  it('says what a typo most likely meant, and searches the exact words when asked', async () => {
    const typo = (await search({ keyword: 'lapotp' })).body.data;
    expect(typo.corrected).toBe('laptop');
    expect(typo.list[0].title).toMatch(/Laptop/);
    expect((await search({ keyword: 'lapotp', sort: 'price_asc' })).body.data.corrected).toBe('laptop');
    // Two words, one mistyped: only that one is corrected.
    expect((await search({ keyword: 'gaming lapotp' })).body.data.corrected).toBe('gaming laptop');
    // "Search instead for lapotp": nothing has those words.
    expect((await search({ keyword: 'lapotp', exact: '1' })).body.data).toMatchObject({ list: [], total: 0 });
    expect((await search({ keyword: 'lapotp', exact: '1' })).body.data).not.toHaveProperty('corrected');
    // Words that found products themselves are not second-guessed.
    expect((await search({ keyword: 'laptop' })).body.data).not.toHaveProperty('corrected');
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

  it('suggests titles while typing', async () => {
    const suggestions = await call(t.app, 'GET', '/api/goods/suggest', { query: { keyword: 'harb' } });
    expect(suggestions.body.data.list).toContain('Harbour Rugged Phone');
  });

  it("suggests categories to look in: by their name in the buyer's language, then by the titles found", async () => {
    const suggestOf = async (keyword: string, lang?: string) =>
      (await call(t.app, 'GET', '/api/goods/suggest', { query: { keyword }, lang })).body.data.categories.map(
        (c: { name: string }) => c.name,
      );
    expect(await suggestOf('laptop')).toEqual(['Computer']);
    expect(await suggestOf('télé', 'fr')).toEqual(['Téléphone']);
    expect(await suggestOf('zzzqqq')).toEqual([]);
  });

  it('offers as hot the searches the most buyers made: people, not requests; never a typo or a miss', async () => {
    const buyers = await Promise.all(Array.from({ length: 6 }, () => registerBuyer(t.app)));
    const [ada, ben, cy, dee, eve, fay] = buyers.map((buyer) => buyer.token);
    const searchAs = (token: string | undefined, keyword: string) =>
      call(t.app, 'GET', '/api/goods/search', { query: { keyword }, token });
    // Visitors are not told apart: their searches do not count, however many.
    for (let i = 0; i < 5; i += 1) await searchAs(undefined, 'keyboard');
    // One buyer repeating a search counts once, however it is written.
    await searchAs(ada, 'Laptop');
    await searchAs(ada, '  LAPTOP ');
    await searchAs(ben, 'phone');
    await searchAs(cy, 'Phone');
    // Served again from memory, to the same buyer and to others: each buyer once.
    await searchAs(dee, 'rugged');
    await searchAs(dee, 'rugged');
    await searchAs(eve, 'rugged');
    await searchAs(fay, 'rugged');
    // A typo finds laptops by resemblance, and a word nowhere finds nothing: neither is offered to anyone.
    await searchAs(ada, 'lapotp');
    await searchAs(ben, 'lapotp');
    await searchAs(cy, 'zzzqqq');
    const hot = (await call(t.app, 'GET', '/api/goods/hot_search')).body.data.list;
    expect(hot).toEqual(['rugged', 'phone', 'laptop']);
  });
});
