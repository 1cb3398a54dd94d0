import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import type { AdminProduct } from '@tradewind/contract';
import { products, shops, skus } from '../../db/schema/index.js';
import { SHARED_ANSWER_MS } from '../../plugins/http-cache.js';
import { useTestApp } from '../../test/build.js';
import { call, registerBuyer } from '../../test/api.js';
import { insertCatalogueFixture } from '../../test/catalogue-fixture.js';
import { catalogueDesk, colourSizeProduct } from './test-kit.js';

const t = useTestApp();
let desk: Awaited<ReturnType<typeof catalogueDesk>>;
let buyer: { token: string };
let shopId: number;
let categoryId: number;
let product: AdminProduct;
beforeAll(async () => {
  await insertCatalogueFixture(t.database.db);
  desk = await catalogueDesk(t.app, t.database);
  buyer = await registerBuyer(t.app);
});

// A buyer's calls carry a token, so they are never answered from the two-second shared memory: each one shows
// the catalogue as it is now.
const asBuyer = (path: string, query: Record<string, string> = {}, lang?: string) =>
  call(t.app, 'GET', path, { token: buyer.token, query, lang });
const ids = (list: { id: number }[]) => list.map((p) => p.id);
const skuOf = (specs: string[]) => product.skus.find((s) => s.specs.join('/') === specs.join('/'))!;

describe('what the operator creates, buyers see', () => {
  it('a new category, shop and product with SKUs are on the home screen, in lists, in search and in detail', async () => {
    const [icon, logo, banner, front, back] = await Promise.all([1, 2, 3, 4, 5].map(() => desk.picture()));
    const category = await desk.post('categorySave', { slug: 'toys', names: { en: 'Toys', fr: 'Jouets' }, icon });
    expect(category.status).toBe(200);
    expect(category.body.data).toMatchObject({ slug: 'toys', names: { en: 'Toys', fr: 'Jouets' }, product_count: 0 });
    const shop = await desk.post('shopSave', { name: 'Lagoon Kids', description: 'Toys from the coast', logo, banner });
    expect(shop.status).toBe(200);
    expect(shop.body.data).toMatchObject({ name: 'Lagoon Kids', logo, banner, product_count: 0, products_total: 0 });
    categoryId = category.body.data.id;
    shopId = shop.body.data.id;

    const saved = await desk.post(
      'productSave',
      colourSizeProduct(shopId, categoryId, [front!, back!], { title: 'Zephyr Stunt Kite' }),
    );
    expect(saved.status).toBe(200);
    expect(saved.body.msg).toBe('Saved');
    product = saved.body.data;
    expect(product).toMatchObject({
      title: 'Zephyr Stunt Kite',
      images: [front, back],
      price_cents: 2499,
      original_price_cents: 3499,
      stock: 15,
      sales: 0,
      on_shelf: true,
      shop: { id: shopId, name: 'Lagoon Kids' },
      category: { id: categoryId, slug: 'toys', name: 'Toys' },
    });
    expect(product.skus.map((s) => [s.specs.join('/'), s.price_cents, s.original_price_cents, s.stock])).toEqual([
      ['Red/S', 2499, 3499, 5],
      ['Red/M', 2699, 2699, 0],
      ['Blue/S', 2750, 2750, 8],
      ['Blue/M', 2900, 2900, 2],
    ]);

    const home = await asBuyer('/api/index/home', {}, 'fr');
    expect(home.body.data.categories.map((c: { name: string }) => c.name)).toContain('Jouets');
    const card = home.body.data.recommended.find((p: { id: number }) => p.id === product.id);
    expect(card).toMatchObject({
      title: 'Zephyr Stunt Kite',
      image: front,
      price_cents: 2499,
      original_price_cents: 3499,
      in_stock: true,
      shop_name: 'Lagoon Kids',
    });
    const byCategory = await asBuyer('/api/goods/list', { category_id: String(categoryId) });
    expect(ids(byCategory.body.data.list)).toEqual([product.id]);
    const byShop = await asBuyer('/api/goods/list', { shop_id: String(shopId) });
    expect(byShop.body.data.list[0]).toMatchObject({ id: product.id, price_cents: 2499 });
    const found = await asBuyer('/api/goods/search', { keyword: 'zephyr kite' });
    expect(ids(found.body.data.list)).toContain(product.id);
    const typo = await asBuyer('/api/goods/search', { keyword: 'Zephir' });
    expect(ids(typo.body.data.list)).toContain(product.id);

    const detail = await asBuyer('/api/goods/detail', { id: String(product.id) }, 'fr');
    expect(detail.status).toBe(200);
    expect(detail.body.data).toMatchObject({
      price_cents: 2499,
      stock: 15,
      category: { slug: 'toys', name: 'Jouets' },
      specs: [
        { name: 'Colour', values: ['Red', 'Blue'] },
        { name: 'Size', values: ['S', 'M'] },
      ],
      shop: { id: shopId, product_count: 1 },
    });
    expect(detail.body.data.skus.map((s: { price_cents: number; stock: number }) => [s.price_cents, s.stock])).toEqual([
      [2499, 5],
      [2699, 0],
      [2750, 8],
      [2900, 2],
    ]);
    const info = await asBuyer('/api/shop/info', { id: String(shopId) });
    expect(info.body.data).toMatchObject({ name: 'Lagoon Kids', product_count: 1 });
  });

  it('off the shelf: gone from every buyer list, search and detail; the operator still finds and edits it', async () => {
    const off = await desk.post('productShelf', { id: product.id, on_shelf: false });
    expect(off.status).toBe(200);
    expect(off.body.msg).toBe('Taken off the shelf');
    expect(off.body.data.on_shelf).toBe(false);

    const home = await asBuyer('/api/index/home');
    expect(ids(home.body.data.recommended)).not.toContain(product.id);
    expect((await asBuyer('/api/goods/list', { category_id: String(categoryId) })).body.data.list).toEqual([]);
    expect(ids((await asBuyer('/api/goods/search', { keyword: 'zephyr' })).body.data.list)).not.toContain(product.id);
    expect((await asBuyer('/api/goods/detail', { id: String(product.id) })).status).toBe(404);
    expect((await asBuyer('/api/shop/info', { id: String(shopId) })).body.data.product_count).toBe(0);

    const listed = await desk.get('products', { shelf: 'off', shop_id: String(shopId) });
    expect(listed.body.data.list).toEqual([expect.objectContaining({ id: product.id, on_shelf: false, stock: 15 })]);
    expect((await desk.get('product', { id: String(product.id) })).body.data.on_shelf).toBe(false);
    expect((await desk.get('shop', { id: String(shopId) })).body.data).toMatchObject({
      product_count: 0,
      products_total: 1,
    });

    const on = await desk.post('productShelf', { id: product.id, on_shelf: true });
    expect(on.body.msg).toBe('Now on the shelf');
    expect((await asBuyer('/api/goods/detail', { id: String(product.id) })).status).toBe(200);
    expect((await asBuyer('/api/shop/info', { id: String(shopId) })).body.data.product_count).toBe(1);
  });

  it('a new price moves the price lists show and sort on; the quick edit moves price and stock', async () => {
    const edited = colourSizeProduct(shopId, categoryId, product.images, {
      id: product.id,
      title: 'Zephyr Stunt Kite',
      skus: product.skus.map((s) => ({
        id: s.id,
        specs: s.specs,
        price: s.specs.join('/') === 'Red/S' ? '31.00' : (s.price_cents / 100).toFixed(2),
        stock: s.stock,
      })),
    });
    const saved = await desk.post('productSave', edited);
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ price_cents: 2699, original_price_cents: 2699, stock: 15 });
    expect(saved.body.data.skus.map((s: { id: number }) => s.id)).toEqual(product.skus.map((s) => s.id));
    product = saved.body.data;
    const byCategory = await asBuyer('/api/goods/list', { category_id: String(categoryId) });
    expect(byCategory.body.data.list[0]).toMatchObject({ id: product.id, price_cents: 2699 });

    const quick = await desk.post('skuSave', { id: skuOf(['Blue', 'M']).id, price: '19.99', stock: 40 });
    expect(quick.status).toBe(200);
    expect(quick.body.data).toMatchObject({ price_cents: 1999, original_price_cents: 2900, stock: 53 });
    const cheap = await asBuyer('/api/goods/list', { category_id: String(categoryId), max_price_cents: '2000' });
    expect(ids(cheap.body.data.list)).toEqual([product.id]);

    // A price above the crossed-out one lifts it: a buyer never sees an "original" below the price.
    const dearer = await desk.post('skuSave', { id: skuOf(['Blue', 'S']).id, price: '45.00' });
    expect(dearer.body.data.skus.find((s: { id: number }) => s.id === skuOf(['Blue', 'S']).id)).toMatchObject({
      price_cents: 4500,
      original_price_cents: 4500,
    });
    const [row] = await t.database.db.select().from(products).where(eq(products.id, product.id));
    const skuRows = await t.database.db.select().from(skus).where(eq(skus.productId, product.id));
    expect(row!.stock).toBe(skuRows.reduce((sum, s) => sum + s.stock, 0));
    expect(row!.priceCents).toBe(Math.min(...skuRows.map((s) => s.priceCents)));
  });

  it('moving a product to another shop moves its place in the shops’ counts', async () => {
    const [logo, banner] = await Promise.all([desk.picture(), desk.picture()]);
    const other = (await desk.post('shopSave', { name: 'Reef Toys', logo, banner })).body.data;
    const current = (await desk.get('product', { id: String(product.id) })).body.data as AdminProduct;
    const moved = await desk.post('productSave', {
      id: current.id,
      shop_id: other.id,
      category_id: categoryId,
      title: current.title,
      description: current.description,
      images: current.images,
      specs: current.specs,
      skus: current.skus.map((s) => ({
        id: s.id,
        specs: s.specs,
        price: (s.price_cents / 100).toFixed(2),
        stock: s.stock,
      })),
    });
    expect(moved.body.data.shop).toEqual({ id: other.id, name: 'Reef Toys' });
    const counts = await t.database.db.select({ id: shops.id, n: shops.productCount }).from(shops);
    expect(counts.find((s) => s.id === shopId)!.n).toBe(0);
    expect(counts.find((s) => s.id === other.id)!.n).toBe(1);
    expect(ids((await asBuyer('/api/goods/list', { shop_id: String(other.id) })).body.data.list)).toEqual([current.id]);
  });

  describe('visitors', () => {
    afterEach(() => vi.useRealTimers());

    it('a visitor without a token sees a shelf change once the shared two-second answer has expired', async () => {
      vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
      const visit = async () =>
        (await t.app.inject({ method: 'GET', url: `/api/goods/detail?id=${product.id}` })).statusCode;
      expect(await visit()).toBe(200);
      await desk.post('productShelf', { id: product.id, on_shelf: false });
      // The designed window: a burst of visitors shares one answer for SHARED_ANSWER_MS (plugins/http-cache.ts).
      expect(await visit()).toBe(200);
      vi.setSystemTime(Date.now() + SHARED_ANSWER_MS);
      expect(await visit()).toBe(404);
      await desk.post('productShelf', { id: product.id, on_shelf: true });
    });
  });
});
