import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { products } from '../../db/schema/index.js';
import { SHARED_ANSWER_MS } from '../../plugins/http-cache.js';
import { useTestApp } from '../../test/build.js';
import { call, registerBuyer } from '../../test/api.js';
import { insertCatalogueFixture } from '../../test/catalogue-fixture.js';

const t = useTestApp();
let f: Awaited<ReturnType<typeof insertCatalogueFixture>>;
beforeAll(async () => {
  f = await insertCatalogueFixture(t.database.db);
});

const titles = (body: { data: { list: { title: string }[] } }) => body.data.list.map((p) => p.title);
const list = (query: Record<string, string>) => call(t.app, 'GET', '/api/goods/list', { query });

describe('categories and home', () => {
  it('lists the categories in the caller language', async () => {
    const fr = await call(t.app, 'GET', '/api/goods/categories', { lang: 'fr' });
    expect(fr.body.data.list.map((c: { name: string }) => c.name)).toEqual(['Informatique', 'Téléphone']);
    const ko = await call(t.app, 'GET', '/api/goods/categories', { lang: 'ko' });
    expect(ko.body.data.list[0]).toMatchObject({ slug: 'computer', name: 'Computer' });
  });

  it('home has categories, best sellers on the shelf, and shops by sales', async () => {
    const res = await call(t.app, 'GET', '/api/index/home');
    expect(res.body.data.categories).toHaveLength(2);
    expect(titles({ data: { list: res.body.data.recommended } })[0]).toBe('Aurora Ultralight Laptop 14');
    expect(titles({ data: { list: res.body.data.recommended } })).not.toContain('Hidden Prototype Tablet');
    expect(res.body.data.popular_shops.map((s: { name: string }) => s.name)).toEqual([
      'Shenzhen Circuit Hub',
      'Harbour Mobile',
    ]);
    expect(res.body.data.popular_shops[0]).toMatchObject({ favourable_rate: 98.6, fans: 10 });
  });

  it('home shows the newest products on the shelf, newest first', async () => {
    const res = await call(t.app, 'GET', '/api/index/home');
    expect(titles({ data: { list: res.body.data.new_arrivals } })).toEqual([
      'Harbour Rugged Phone',
      'Nimbus Smartphone 5G',
      'Pocket Mechanical Keyboard',
      'Granite Gaming Laptop 16',
      'Aurora Ultralight Laptop 14',
    ]);
  });
});

describe('product list', () => {
  it.each([
    [
      'sales',
      [
        'Aurora Ultralight Laptop 14',
        'Harbour Rugged Phone',
        'Pocket Mechanical Keyboard',
        'Granite Gaming Laptop 16',
        'Nimbus Smartphone 5G',
      ],
    ],
    [
      'price_asc',
      [
        'Pocket Mechanical Keyboard',
        'Harbour Rugged Phone',
        'Nimbus Smartphone 5G',
        'Aurora Ultralight Laptop 14',
        'Granite Gaming Laptop 16',
      ],
    ],
    [
      'price_desc',
      [
        'Granite Gaming Laptop 16',
        'Aurora Ultralight Laptop 14',
        'Nimbus Smartphone 5G',
        'Harbour Rugged Phone',
        'Pocket Mechanical Keyboard',
      ],
    ],
    [
      'newest',
      [
        'Harbour Rugged Phone',
        'Nimbus Smartphone 5G',
        'Pocket Mechanical Keyboard',
        'Granite Gaming Laptop 16',
        'Aurora Ultralight Laptop 14',
      ],
    ],
    [
      'rating',
      [
        'Pocket Mechanical Keyboard',
        'Aurora Ultralight Laptop 14',
        'Granite Gaming Laptop 16',
        'Nimbus Smartphone 5G',
        'Harbour Rugged Phone',
      ],
    ],
  ])('sorts by %s, and never shows a product off the shelf', async (sort, expected) => {
    const res = await list({ sort, limit: '50' });
    expect(titles(res.body)).toEqual(expected);
    expect(res.body.data.total).toBe(5);
  });

  it('filters by category, shop, price range and stock', async () => {
    expect(titles((await list({ category_id: String(f.phone.id) })).body)).toEqual([
      'Harbour Rugged Phone',
      'Nimbus Smartphone 5G',
    ]);
    expect(titles((await list({ shop_id: String(f.harbour.id) })).body)).toEqual(['Harbour Rugged Phone']);
    expect(
      titles((await list({ min_price_cents: '25900', max_price_cents: '89900', sort: 'price_asc' })).body),
    ).toEqual(['Harbour Rugged Phone', 'Nimbus Smartphone 5G', 'Aurora Ultralight Laptop 14']);
    expect(titles((await list({ in_stock: '1', category_id: String(f.computer.id) })).body)).not.toContain(
      'Granite Gaming Laptop 16',
    );
  });

  it('a card carries what the list shows', async () => {
    const [card] = (await list({ limit: '1' })).body.data.list;
    expect(card).toEqual({
      id: f.products[0]!.id,
      title: 'Aurora Ultralight Laptop 14',
      image: '/uploads/p1a.svg',
      price_cents: 89900,
      original_price_cents: 109900,
      sales: 500,
      rating: 4.7,
      review_count: 10,
      in_stock: true,
      shop_id: f.circuit.id,
      shop_name: 'Shenzhen Circuit Hub',
      // No freight rule in this fixture: free; the shop's default delivery days (2 + 7–14).
      // No zones set: the single window goes to every country (decision 042).
      shipping: {
        base_cents: 0,
        free_over_cents: null,
        ships_from: null,
        min_days: 9,
        max_days: 16,
        handling_days: 2,
        zones: [],
      },
    });
  });

  it('pages: the same order across pages, an empty page past the end', async () => {
    const first = await list({ limit: '2', page: '1' });
    const second = await list({ limit: '2', page: '2' });
    const third = await list({ limit: '2', page: '3' });
    expect([...titles(first.body), ...titles(second.body), ...titles(third.body)]).toHaveLength(5);
    expect(new Set([...titles(first.body), ...titles(second.body), ...titles(third.body)]).size).toBe(5);
    expect((await list({ limit: '2', page: '9' })).body.data).toMatchObject({ list: [], total: 5, page: 9, limit: 2 });
  });

  it.each([
    [{ limit: '51' }, 'limit'],
    [{ page: '0' }, 'page'],
    [{ sort: 'cheapest' }, 'sort'],
    [{ category_id: 'abc' }, 'category_id'],
    [{ min_price_cents: '-1' }, 'min_price_cents'],
    [{ in_stock: 'yes' }, 'in_stock'],
  ])('refuses %j with a 400 naming the field', async (query, field) => {
    const res = await list(query);
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.fields)).toContain(field);
  });

  it('popular lists best sellers', async () => {
    const res = await call(t.app, 'GET', '/api/goods/popular', { query: { limit: '2' } });
    expect(titles(res.body)).toEqual(['Aurora Ultralight Laptop 14', 'Harbour Rugged Phone']);
  });
});

describe('caching', () => {
  it('public answers carry an ETag and Cache-Control, and a matching If-None-Match gets a 304', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api/goods/list?limit=3' });
    expect(first.headers['cache-control']).toBe('public, max-age=60');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"/);
    const again = await t.app.inject({
      method: 'GET',
      url: '/api/goods/list?limit=3',
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const other = await t.app.inject({
      method: 'GET',
      url: '/api/goods/list?limit=4',
      headers: { 'if-none-match': etag },
    });
    expect(other.statusCode).toBe(200);
  });

  describe('a visitor answer kept in memory', () => {
    afterEach(() => vi.useRealTimers());
    const price = async (id: number, token?: string) =>
      (await call(t.app, 'GET', '/api/goods/detail', { query: { id: String(id) }, token })).body.data.price_cents;

    it('serves visitors and buyers the same answer for two seconds, and keeps its ETag', async () => {
      vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
      const product = f.products[0]!;
      const before = await price(product.id);
      await t.database.db
        .update(products)
        .set({ priceCents: before + 100 })
        .where(eq(products.id, product.id));

      expect(await price(product.id)).toBe(before);
      const buyer = await registerBuyer(t.app);
      // ADR 013: a buyer's answer is the shared one with their own flags over it.
      expect(await price(product.id, buyer.token)).toBe(before);

      vi.setSystemTime(Date.now() + SHARED_ANSWER_MS);
      const fresh = await t.app.inject({ method: 'GET', url: `/api/goods/detail?id=${product.id}` });
      expect(fresh.json().data.price_cents).toBe(before + 100);
      vi.setSystemTime(Date.now() + 5 * SHARED_ANSWER_MS);
      const later = await t.app.inject({
        method: 'GET',
        url: `/api/goods/detail?id=${product.id}`,
        headers: { 'if-none-match': fresh.headers.etag as string },
      });
      expect(later.statusCode).toBe(304);
    });
  });
});
