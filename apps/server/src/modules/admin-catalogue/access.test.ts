import { beforeAll, describe, expect, it } from 'vitest';
import { AdminCatalogueApi } from '@tradewind/contract';
import { categories, products, shops, skus } from '../../db/schema/index.js';
import { useTestApp } from '../../test/build.js';
import { call, registerBuyer } from '../../test/api.js';
import { insertCatalogueFixture } from '../../test/catalogue-fixture.js';

const t = useTestApp();
let buyer: { token: string };
beforeAll(async () => {
  await insertCatalogueFixture(t.database.db);
  buyer = await registerBuyer(t.app);
});

const reads = ['categories', 'shops', 'shop', 'products', 'product'] as const;
const writes: [keyof typeof AdminCatalogueApi, unknown][] = [
  ['categorySave', { slug: 'toys', names: { en: 'Toys' }, icon: '/uploads/c/computer.svg' }],
  ['categoryDelete', { id: 1 }],
  ['shopSave', { id: 1, name: 'Taken over', logo: '/l1.svg', banner: '/b1.svg' }],
  ['productShelf', { id: 1, on_shelf: false }],
  ['skuSave', { id: 1, stock: 0 }],
  [
    'productSave',
    {
      id: 1,
      shop_id: 1,
      category_id: 1,
      title: 'Taken over',
      description: 'x',
      images: ['/uploads/p1a.svg'],
      skus: [{ specs: [], price: '1.00', stock: 1 }],
    },
  ],
];
/** Everything a write here could touch. */
const catalogue = async () => {
  const db = t.database.db;
  return Promise.all([
    db.select().from(categories).orderBy(categories.id),
    db.select().from(shops).orderBy(shops.id),
    db.select().from(products).orderBy(products.id),
    db.select().from(skus).orderBy(skus.id),
  ]);
};

describe('the catalogue desk is for operators only', () => {
  it.each(reads)('GET %s: 401 without a token, 403 for a buyer', async (name) => {
    const query = { id: '1' };
    const anonymous = await call(t.app, 'GET', AdminCatalogueApi[name], { query });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toMatchObject({ code: 401, error: 'UNAUTHORIZED' });
    const asBuyer = await call(t.app, 'GET', AdminCatalogueApi[name], { query, token: buyer.token });
    expect(asBuyer.status).toBe(403);
    expect(asBuyer.body).toMatchObject({ code: 0, error: 'FORBIDDEN', data: null });
  });

  it.each(writes)('POST %s: 401 without a token, 403 for a buyer, and nothing changes', async (name, body) => {
    const before = await catalogue();
    expect((await call(t.app, 'POST', AdminCatalogueApi[name], { body })).status).toBe(401);
    const asBuyer = await call(t.app, 'POST', AdminCatalogueApi[name], { body, token: buyer.token });
    expect(asBuyer.status).toBe(403);
    expect(asBuyer.body.msg).toBe('You do not have permission to do this');
    expect(await catalogue()).toEqual(before);
  });
});
