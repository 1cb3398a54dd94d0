import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/build.js';
import { insertCatalogueFixture } from '../../test/catalogue-fixture.js';
import { catalogueDesk } from './test-kit.js';

const t = useTestApp();
let f: Awaited<ReturnType<typeof insertCatalogueFixture>>;
let desk: Awaited<ReturnType<typeof catalogueDesk>>;
beforeAll(async () => {
  f = await insertCatalogueFixture(t.database.db);
  desk = await catalogueDesk(t.app, t.database);
});

const titles = async (query: Record<string, string>) => {
  const res = await desk.get('products', query);
  expect(res.status).toBe(200);
  return (res.body.data.list as { title: string }[]).map((p) => p.title);
};

describe("the operator's product list", () => {
  it('shows every product, off the shelf too, newest first, a page at a time', async () => {
    const page = await desk.get('products', { limit: '2', page: '2' });
    expect(page.body.data).toMatchObject({ total: 6, page: 2, limit: 2 });
    expect(page.body.data.list.map((p: { title: string }) => p.title)).toEqual([
      'Nimbus Smartphone 5G',
      'Pocket Mechanical Keyboard',
    ]);
    const [hidden] = (await desk.get('products', { limit: '1' })).body.data.list;
    expect(hidden).toMatchObject({
      title: 'Hidden Prototype Tablet',
      on_shelf: false,
      shop_name: 'Shenzhen Circuit Hub',
      category_name: 'Computer',
      image: '/uploads/p6a.svg',
    });
  });

  it('filters by title or id, shop, category, shelf and low stock on the server', async () => {
    expect(await titles({ keyword: 'laptop' })).toEqual(['Granite Gaming Laptop 16', 'Aurora Ultralight Laptop 14']);
    expect(await titles({ keyword: String(f.products[2]!.id) })).toEqual(['Pocket Mechanical Keyboard']);
    expect(await titles({ keyword: '100%_' })).toEqual([]);
    expect(await titles({ shop_id: String(f.harbour.id) })).toEqual(['Harbour Rugged Phone']);
    expect(await titles({ category_id: String(f.phone.id) })).toEqual(['Harbour Rugged Phone', 'Nimbus Smartphone 5G']);
    expect(await titles({ shelf: 'off' })).toEqual(['Hidden Prototype Tablet']);
    expect(await titles({ shelf: 'on', category_id: String(f.computer.id), keyword: 'laptop' })).toHaveLength(2);
    const low = await desk.get('products', { low_stock: '1' });
    expect(low.body.data.list).toEqual([
      expect.objectContaining({ title: 'Nimbus Smartphone 5G', sku_count: 4, low_stock_skus: 1, stock: 30 }),
    ]);
    expect(low.body.data.total).toBe(1);
  });

  it('refuses a filter it does not know', async () => {
    expect((await desk.get('products', { shelf: 'maybe' })).status).toBe(400);
    expect((await desk.get('products', { limit: '51' })).status).toBe(400);
  });
});
