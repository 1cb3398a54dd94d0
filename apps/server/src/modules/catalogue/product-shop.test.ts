import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { products } from '../../db/schema/index.js';
import { useTestApp } from '../../test/build.js';
import { call, registerBuyer } from '../../test/api.js';
import { insertCatalogueFixture } from '../../test/catalogue-fixture.js';

const t = useTestApp();
let f: Awaited<ReturnType<typeof insertCatalogueFixture>>;
beforeAll(async () => {
  f = await insertCatalogueFixture(t.database.db);
});

const detail = (id: number, token?: string) =>
  call(t.app, 'GET', '/api/goods/detail', { query: { id: String(id) }, token });

describe('product detail', () => {
  it('has the gallery, specs and one SKU per combination with its price and stock', async () => {
    const res = await detail(f.products[3]!.id);
    expect(res.body.data).toMatchObject({
      title: 'Nimbus Smartphone 5G',
      images: ['/uploads/p4a.svg', '/uploads/p4b.svg'],
      category: { slug: 'phone', name: 'Mobile phone' },
      specs: [
        { name: 'Colour', values: ['Black', 'Silver'] },
        { name: 'Capacity', values: ['128 GB', '256 GB'] },
      ],
      shop: { name: 'Shenzhen Circuit Hub' },
    });
    expect(res.body.data.skus).toHaveLength(4);
    expect(res.body.data.skus[1]).toMatchObject({ specs: ['Black', '256 GB'], price_cents: 45900, stock: 0 });
    expect(res.body.data).not.toHaveProperty('favourite');
  });

  it('answers 404 for an unknown product and for one off the shelf; 400 for a bad id', async () => {
    expect((await detail(999999)).status).toBe(404);
    expect((await detail(f.products[5]!.id)).status).toBe(404);
    const bad = await call(t.app, 'GET', '/api/goods/detail', { query: { id: 'x' } });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toHaveProperty('id');
  });
});

describe('favourites and recently viewed', () => {
  it('a buyer favourites a product, sees the flag, finds it in favourites, and unfavourites it', async () => {
    const buyer = await registerBuyer(t.app);
    const id = f.products[0]!.id;
    expect((await detail(id, buyer.token)).body.data.favourite).toBe(false);
    const fav = await call(t.app, 'POST', '/api/goods/favourite', { token: buyer.token, body: { product_id: id } });
    expect(fav.body.data).toEqual({ favourite: true });
    await call(t.app, 'POST', '/api/goods/favourite', { token: buyer.token, body: { product_id: id } });
    expect((await detail(id, buyer.token)).body.data.favourite).toBe(true);
    const mine = await call(t.app, 'GET', '/api/user/favourites', { token: buyer.token });
    expect(mine.body.data).toMatchObject({ total: 1, list: [{ id, favourite: true }] });
    const listed = await call(t.app, 'GET', '/api/goods/list', { token: buyer.token, query: { limit: '1' } });
    expect(listed.body.data.list[0]).toMatchObject({ id, favourite: true });
    expect(listed.headers['cache-control']).toBe('private, no-cache');
    await call(t.app, 'POST', '/api/goods/unfavourite', { token: buyer.token, body: { product_id: id } });
    expect((await call(t.app, 'GET', '/api/user/favourites', { token: buyer.token })).body.data.total).toBe(0);
  });

  it('leaves a favourite that went off the shelf out of the list, and shows it again once it is back', async () => {
    const buyer = await registerBuyer(t.app);
    const id = f.products[1]!.id;
    await call(t.app, 'POST', '/api/goods/favourite', { token: buyer.token, body: { product_id: id } });
    await detail(id, buyer.token);
    const mine = async () => ({
      favourites: (await call(t.app, 'GET', '/api/user/favourites', { token: buyer.token })).body.data,
      viewed: (await call(t.app, 'GET', '/api/user/recently_viewed', { token: buyer.token })).body.data,
    });
    expect(await mine()).toMatchObject({ favourites: { total: 1, list: [{ id }] }, viewed: { list: [{ id }] } });

    await t.database.db.update(products).set({ onShelf: false }).where(eq(products.id, id));
    expect(await mine()).toMatchObject({ favourites: { total: 0, list: [] }, viewed: { total: 0, list: [] } });

    await t.database.db.update(products).set({ onShelf: true }).where(eq(products.id, id));
    expect(await mine()).toMatchObject({ favourites: { total: 1, list: [{ id, favourite: true }] } });
  });

  it('needs a login, and refuses an unknown product', async () => {
    expect((await call(t.app, 'POST', '/api/goods/favourite', { body: { product_id: 1 } })).status).toBe(401);
    expect((await call(t.app, 'GET', '/api/user/favourites')).status).toBe(401);
    const buyer = await registerBuyer(t.app);
    expect(
      (await call(t.app, 'POST', '/api/goods/favourite', { token: buyer.token, body: { product_id: 999999 } })).status,
    ).toBe(404);
    expect(
      (await call(t.app, 'POST', '/api/goods/favourite', { token: buyer.token, body: { product_id: '1' } })).status,
    ).toBe(400);
  });

  it('keeps what the buyer viewed, latest first, and only their own', async () => {
    const a = await registerBuyer(t.app);
    const b = await registerBuyer(t.app);
    await detail(f.products[0]!.id, a.token);
    await detail(f.products[2]!.id, a.token);
    await detail(f.products[0]!.id, a.token);
    const res = await call(t.app, 'GET', '/api/user/recently_viewed', { token: a.token });
    expect(res.body.data.list.map((p: { id: number }) => p.id)).toEqual([f.products[0]!.id, f.products[2]!.id]);
    expect((await call(t.app, 'GET', '/api/user/recently_viewed', { token: b.token })).body.data.total).toBe(0);
  });
});

describe('shops and follows', () => {
  it('shows the shop; following adds a fan once and unfollowing takes it back', async () => {
    const buyer = await registerBuyer(t.app);
    const info = await call(t.app, 'GET', '/api/shop/info', { query: { id: String(f.harbour.id) } });
    expect(info.body.data).toMatchObject({
      name: 'Harbour Mobile',
      fans: 3,
      favourable_rate: 95.1,
      total_sales: 300,
      product_count: 2,
    });
    expect(info.body.data).not.toHaveProperty('followed');
    const follow = () =>
      call(t.app, 'POST', '/api/shop/follow', { token: buyer.token, body: { shop_id: f.harbour.id } });
    expect((await follow()).body.data).toEqual({ followed: true, fans: 4 });
    expect((await follow()).body.data).toEqual({ followed: true, fans: 4 });
    const mine = await call(t.app, 'GET', '/api/shop/info', {
      token: buyer.token,
      query: { id: String(f.harbour.id) },
    });
    expect(mine.body.data.followed).toBe(true);
    const heart = await call(t.app, 'GET', '/api/user/followed_shops', { token: buyer.token });
    expect(heart.body.data).toMatchObject({ total: 1, list: [{ id: f.harbour.id, followed: true }] });
    const unfollow = await call(t.app, 'POST', '/api/shop/unfollow', {
      token: buyer.token,
      body: { shop_id: f.harbour.id },
    });
    expect(unfollow.body.data).toEqual({ followed: false, fans: 3 });
    expect(
      (await call(t.app, 'POST', '/api/shop/unfollow', { token: buyer.token, body: { shop_id: f.harbour.id } })).body
        .data.fans,
    ).toBe(3);
  });

  it('a visitor is asked to log in; an unknown shop is a 404', async () => {
    expect((await call(t.app, 'POST', '/api/shop/follow', { body: { shop_id: f.harbour.id } })).body.code).toBe(401);
    expect((await call(t.app, 'GET', '/api/shop/info', { query: { id: '424242' } })).status).toBe(404);
    const buyer = await registerBuyer(t.app);
    expect(
      (await call(t.app, 'POST', '/api/shop/follow', { token: buyer.token, body: { shop_id: 424242 } })).status,
    ).toBe(404);
  });

  it('many buyers following at once: fans equal the follow rows', async () => {
    const buyers = await Promise.all(Array.from({ length: 8 }, () => registerBuyer(t.app)));
    await Promise.all(
      buyers.map((b) => call(t.app, 'POST', '/api/shop/follow', { token: b.token, body: { shop_id: f.circuit.id } })),
    );
    const info = await call(t.app, 'GET', '/api/shop/info', { query: { id: String(f.circuit.id) } });
    expect(info.body.data.fans).toBe(10 + 8);
  });
});

describe("a buyer's own flags over the shared answers", () => {
  it('change at once on the list, search, detail, shop and home the buyer has just read', async () => {
    const buyer = await registerBuyer(t.app);
    const laptop = f.products[0]!;
    const read = async () => {
      const get = (url: string, query: Record<string, string> = {}) =>
        call(t.app, 'GET', url, { token: buyer.token, query });
      const [list, search, product, shop, home] = await Promise.all([
        get('/api/goods/list', { limit: '50' }),
        get('/api/goods/search', { keyword: 'laptop' }),
        get('/api/goods/detail', { id: String(laptop.id) }),
        get('/api/shop/info', { id: String(f.circuit.id) }),
        get('/api/index/home'),
      ]);
      const card = (cards: { id: number; favourite?: boolean }[]) => cards.find((c) => c.id === laptop.id)?.favourite;
      return {
        list: card(list.body.data.list),
        search: card(search.body.data.list),
        detail: product.body.data.favourite,
        detailShop: product.body.data.shop.followed,
        shop: shop.body.data.followed,
        home: card(home.body.data.recommended),
      };
    };
    const none = { list: false, search: false, detail: false, detailShop: false, shop: false, home: false };
    expect(await read()).toEqual(none);

    const body = { token: buyer.token };
    await call(t.app, 'POST', '/api/goods/favourite', { ...body, body: { product_id: laptop.id } });
    await call(t.app, 'POST', '/api/shop/follow', { ...body, body: { shop_id: f.circuit.id } });
    expect(await read()).toEqual({ list: true, search: true, detail: true, detailShop: true, shop: true, home: true });

    await call(t.app, 'POST', '/api/goods/unfavourite', { ...body, body: { product_id: laptop.id } });
    await call(t.app, 'POST', '/api/shop/unfollow', { ...body, body: { shop_id: f.circuit.id } });
    expect(await read()).toEqual(none);
    // Another buyer's flags are their own.
    const other = await registerBuyer(t.app);
    await call(t.app, 'POST', '/api/goods/favourite', { token: other.token, body: { product_id: laptop.id } });
    expect((await read()).detail).toBe(false);
  });
});
