import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { categories, shops } from '../../db/schema/index.js';
import { useTestApp } from '../../test/build.js';
import { call, registerBuyer } from '../../test/api.js';
import { insertCatalogueFixture } from '../../test/catalogue-fixture.js';
import { pngBytes, upload } from '../../test/wallet.js';
import { catalogueDesk } from './test-kit.js';

const t = useTestApp();
let f: Awaited<ReturnType<typeof insertCatalogueFixture>>;
let desk: Awaited<ReturnType<typeof catalogueDesk>>;
let buyer: { token: string };
beforeAll(async () => {
  f = await insertCatalogueFixture(t.database.db);
  desk = await catalogueDesk(t.app, t.database);
  buyer = await registerBuyer(t.app);
});

// A buyer's token: never answered from the two-second shared memory, so each call shows the categories as they are.
const publicCategories = async (lang: string) =>
  (await call(t.app, 'GET', '/api/goods/categories', { lang, token: buyer.token })).body.data.list as {
    slug: string;
    name: string;
  }[];

describe('categories', () => {
  it('lists every category with its names in all languages and how many products use it, a page at a time', async () => {
    const res = await desk.get('categories', { limit: '1' });
    expect(res.body.data).toMatchObject({ total: 2, page: 1, limit: 1 });
    expect(res.body.data.list).toEqual([
      {
        id: f.computer.id,
        slug: 'computer',
        names: { en: 'Computer', fr: 'Informatique' },
        icon: '/uploads/c/computer.svg',
        sort: 1,
        product_count: 4,
      },
    ]);
    const second = await desk.get('categories', { limit: '1', page: '2' });
    expect(second.body.data.list[0]).toMatchObject({ slug: 'phone', product_count: 2 });
  });

  it('creates and edits a category; buyers read its names in their language, English when one is missing', async () => {
    const icon = await desk.picture();
    const names = { en: 'Toys', 'zh-cn': '玩具', ja: 'おもちゃ', fr: '', tr: 'Oyuncak' };
    const created = await desk.post('categorySave', { slug: 'toys', names, icon, sort: 5 });
    expect(created.status).toBe(200);
    expect(created.body.data).toMatchObject({ slug: 'toys', sort: 5, product_count: 0, icon });
    expect(created.body.data.names).toEqual({ en: 'Toys', 'zh-cn': '玩具', ja: 'おもちゃ', tr: 'Oyuncak' });
    expect((await publicCategories('ja')).at(-1)).toMatchObject({ slug: 'toys', name: 'おもちゃ' });
    expect((await publicCategories('fr')).at(-1)).toMatchObject({ slug: 'toys', name: 'Toys' });

    // The icon it already shows needs no new upload.
    const edited = await desk.post('categorySave', {
      id: created.body.data.id,
      slug: 'toys',
      names: { en: 'Toys & games', fr: 'Jeux et jouets' },
      icon,
      sort: 0,
    });
    expect(edited.body.data).toMatchObject({ names: { en: 'Toys & games', fr: 'Jeux et jouets' }, sort: 0 });
    expect((await publicCategories('fr'))[0]).toMatchObject({ slug: 'toys', name: 'Jeux et jouets' });
    const keepsSeedIcon = await desk.post('categorySave', {
      id: f.phone.id,
      slug: 'phone',
      names: { en: 'Phones' },
      icon: '/uploads/c/phone.svg',
      sort: 2,
    });
    expect(keepsSeedIcon.status).toBe(200);
  });

  it('refuses a taken slug, a missing English name, an unknown language and a picture that is not theirs', async () => {
    const icon = await desk.picture();
    const taken = await desk.post('categorySave', { slug: 'computer', names: { en: 'Again' }, icon });
    expect(taken.status).toBe(409);
    expect(taken.body.fields).toEqual({ slug: 'Another category already uses this slug' });
    const noEnglish = await desk.post('categorySave', { slug: 'food', names: { fr: 'Alimentation' }, icon });
    expect(noEnglish.status).toBe(400);
    expect(noEnglish.body.fields['names.en']).toBe('This field is required');
    const unknownLanguage = await desk.post('categorySave', { slug: 'food', names: { en: 'Food', xx: 'F' }, icon });
    expect(unknownLanguage.status).toBe(400);
    const unknownSlug = await desk.post('categorySave', { slug: 'books', names: { en: 'Books' }, icon });
    expect(unknownSlug.status).toBe(400);
    const buyer = await registerBuyer(t.app);
    const theirs = (await upload(t.app, buyer.token, await pngBytes())).body.data.url as string;
    const stolen = await desk.post('categorySave', { slug: 'food', names: { en: 'Food' }, icon: theirs });
    expect(stolen.status).toBe(400);
    expect(stolen.body.fields.icon).toBe('Upload this picture first, or keep one already in use');
    expect(await t.database.db.select().from(categories).where(eq(categories.slug, 'food'))).toEqual([]);
  });

  it('deletes only a category no product uses', async () => {
    const inUse = await desk.post('categoryDelete', { id: f.computer.id });
    expect(inUse.status).toBe(409);
    expect(inUse.body.msg).toBe('Products still use this category; move them to another category first');
    expect((await publicCategories('en')).map((c) => c.slug)).toContain('computer');

    const icon = await desk.picture();
    const food = (await desk.post('categorySave', { slug: 'food', names: { en: 'Food' }, icon })).body.data;
    const deleted = await desk.post('categoryDelete', { id: food.id });
    expect(deleted.status).toBe(200);
    expect(deleted.body.msg).toBe('Removed');
    expect((await publicCategories('en')).map((c) => c.slug)).not.toContain('food');
    expect((await desk.post('categoryDelete', { id: food.id })).status).toBe(404);
  });
});

describe('shops', () => {
  it('searches by name and pages on the server', async () => {
    const all = await desk.get('shops', { limit: '1' });
    expect(all.body.data).toMatchObject({ total: 2, limit: 1 });
    expect(all.body.data.list[0].name).toBe('Harbour Mobile');
    const found = await desk.get('shops', { keyword: 'circuit' });
    expect(found.body.data.list).toEqual([
      expect.objectContaining({ id: f.circuit.id, name: 'Shenzhen Circuit Hub', products_total: 5, fans: 10 }),
    ]);
    expect((await desk.get('shops', { keyword: '100%' })).body.data).toMatchObject({ list: [], total: 0 });
  });

  it('creates a shop and edits it, keeping the pictures it has', async () => {
    const [logo, banner, newBanner] = [await desk.picture(), await desk.picture(), await desk.picture()];
    const created = await desk.post('shopSave', { name: '  Coral Outfitters ', logo, banner });
    expect(created.status).toBe(200);
    expect(created.body.data).toMatchObject({
      name: 'Coral Outfitters',
      description: '',
      fans: 0,
      total_sales: 0,
      product_count: 0,
    });
    const id = created.body.data.id as number;
    const edited = await desk.post('shopSave', {
      id,
      name: 'Coral Outfitters',
      description: 'Gear',
      logo,
      banner: newBanner,
    });
    expect(edited.body.data).toMatchObject({ description: 'Gear', logo, banner: newBanner });
    expect((await desk.get('shop', { id: String(id) })).body.data.banner).toBe(newBanner);
    const info = await call(t.app, 'GET', '/api/shop/info', { query: { id: String(id) } });
    expect(info.body.data).toMatchObject({ name: 'Coral Outfitters', banner: newBanner, description: 'Gear' });

    const seeded = await desk.post('shopSave', {
      id: f.circuit.id,
      name: 'Shenzhen Circuit Hub',
      description: 'Laptops, phones and parts',
      logo: '/l1.svg',
      banner: '/b1.svg',
    });
    expect(seeded.status).toBe(200);
    const [row] = await t.database.db.select().from(shops).where(eq(shops.id, f.circuit.id));
    expect(row).toMatchObject({ description: 'Laptops, phones and parts', fans: 10, totalSales: 900 });
  });

  it('refuses a shop without a name, with a picture that is not theirs, or that does not exist', async () => {
    const logo = await desk.picture();
    const noName = await desk.post('shopSave', { name: ' ', logo, banner: logo });
    expect(noName.status).toBe(400);
    expect(noName.body.fields.name).toBe('This field is required');
    const other = await desk.post('shopSave', {
      id: f.harbour.id,
      name: 'Harbour',
      logo: '/l1.svg',
      banner: '/b2.svg',
    });
    expect(other.status).toBe(400);
    expect(other.body.fields.logo).toBe('Upload this picture first, or keep one already in use');
    expect((await desk.post('shopSave', { id: 9_999, name: 'Nobody', logo, banner: logo })).status).toBe(404);
    expect((await desk.get('shop', { id: '9999' })).status).toBe(404);
  });
});
