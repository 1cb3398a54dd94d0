import { beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import type { ProductSaveBody } from '@tradewind/contract';
import { products, productSpecs, skus } from '../../db/schema/index.js';
import { useTestApp } from '../../test/build.js';
import { call, registerBuyer } from '../../test/api.js';
import { insertCatalogueFixture } from '../../test/catalogue-fixture.js';
import { pngBytes, upload } from '../../test/wallet.js';
import { catalogueDesk, colourSizeProduct } from './test-kit.js';

const t = useTestApp();
let f: Awaited<ReturnType<typeof insertCatalogueFixture>>;
let desk: Awaited<ReturnType<typeof catalogueDesk>>;
let images: string[];
let valid: ProductSaveBody;
beforeAll(async () => {
  f = await insertCatalogueFixture(t.database.db);
  desk = await catalogueDesk(t.app, t.database);
  images = [await desk.picture(), await desk.picture()];
  valid = colourSizeProduct(f.circuit.id, f.computer.id, images);
});

const rowCounts = async () => {
  const db = t.database.db;
  const [[p], [s], [k]] = await Promise.all([
    db.select({ n: count() }).from(products),
    db.select({ n: count() }).from(productSpecs),
    db.select({ n: count() }).from(skus),
  ]);
  return [p!.n, s!.n, k!.n].map(Number);
};
const withSkus = (edit: (list: ProductSaveBody['skus']) => ProductSaveBody['skus']) => ({
  ...valid,
  skus: edit(structuredClone(valid.skus)),
});

describe('saving a product: refusals name the field and write nothing', () => {
  it.each<[string, () => unknown, string, string]>([
    ['no SKU', () => ({ ...valid, skus: [] }), 'skus', 'Add at least one SKU'],
    [
      'a negative price',
      () => withSkus((list) => [{ ...list[0]!, price: '-5.00' }, ...list.slice(1)]),
      'skus.0.price',
      'Please enter a correct amount, e.g. 25 or 25.50',
    ],
    [
      'a price of 0',
      () => withSkus((list) => [{ ...list[0]!, price: '0' }, ...list.slice(1)]),
      'skus.0.price',
      'The amount must be greater than 0',
    ],
    [
      'a price as a float number',
      () => withSkus((list) => [{ ...list[0]!, price: 24.99 as unknown as string }, ...list.slice(1)]),
      'skus.0.price',
      'Please enter a correct amount, e.g. 25 or 25.50',
    ],
    [
      'a fraction of a cent',
      () => withSkus((list) => [{ ...list[0]!, price: '24.999' }, ...list.slice(1)]),
      'skus.0.price',
      'Please enter a correct amount, e.g. 25 or 25.50',
    ],
    [
      'negative stock',
      () => withSkus((list) => [...list.slice(0, 3), { ...list[3]!, stock: -1 }]),
      'skus.3.stock',
      'Stock must be a whole number, 0 or more',
    ],
    [
      'stock that is not whole',
      () => withSkus((list) => [...list.slice(0, 3), { ...list[3]!, stock: 1.5 }]),
      'skus.3.stock',
      'Stock must be a whole number, 0 or more',
    ],
    [
      'a combination twice',
      () => withSkus((list) => [...list.slice(0, 3), { ...list[3]!, specs: ['Red', 'S'] }]),
      'skus.3.specs',
      'Two SKUs have the same spec combination',
    ],
    [
      'a combination missing a spec',
      () => withSkus((list) => [{ ...list[0]!, specs: ['Red'] }, ...list.slice(1)]),
      'skus.0.specs',
      'Choose one value of each spec for every SKU',
    ],
    [
      'a value no spec offers',
      () => withSkus((list) => [{ ...list[0]!, specs: ['Green', 'S'] }, ...list.slice(1)]),
      'skus.0.specs',
      'Choose one value of each spec for every SKU',
    ],
    [
      'a spec value without a SKU',
      () => ({ ...valid, specs: [{ name: 'Colour', values: ['Red', 'Blue', 'Green'] }, valid.specs![1]!] }),
      'specs.0.values.2',
      'No SKU uses this spec value',
    ],
    [
      'a spec named twice',
      () => ({ ...valid, specs: [valid.specs![0]!, { name: 'colour', values: ['S', 'M'] }] }),
      'specs.1.name',
      'This appears twice in the list',
    ],
    [
      'an original price below the price',
      () => withSkus((list) => [{ ...list[0]!, original_price: '20.00' }, ...list.slice(1)]),
      'skus.0.original_price',
      'The original price cannot be lower than the price',
    ],
    ['no picture', () => ({ ...valid, images: [] }), 'images', 'Add 1 to 9 pictures'],
    ['ten pictures', () => ({ ...valid, images: Array(10).fill(images[0]) }), 'images', 'Add 1 to 9 pictures'],
    ['an unknown shop', () => ({ ...valid, shop_id: 9_999 }), 'shop_id', 'This shop does not exist'],
    ['an unknown category', () => ({ ...valid, category_id: 9_999 }), 'category_id', 'This category does not exist'],
    [
      'a picture nobody uploaded',
      () => ({ ...valid, images: [images[0], '/uploads/u/0123456789abcdef0123456789abcdef.png'] }),
      'images.1',
      'Upload this picture first, or keep one already in use',
    ],
    [
      'a path out of the uploads',
      () => ({ ...valid, images: ['/uploads/../secrets.png'] }),
      'images.0',
      'Upload this picture first, or keep one already in use',
    ],
    [
      'a SKU of another product',
      () => withSkus((list) => [{ ...list[0]!, id: 1 }, ...list.slice(1)]),
      'skus.0.id',
      'This value is not valid',
    ],
  ])('%s', async (_name, body, field, message) => {
    const before = await rowCounts();
    const res = await desk.post('productSave', body());
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 0, error: 'VALIDATION', msg: message });
    expect(res.body.fields[field]).toBe(message);
    expect(await rowCounts()).toEqual(before);
  });

  it('a picture another account uploaded is not the operator’s to use', async () => {
    const buyer = await registerBuyer(t.app);
    const theirs = (await upload(t.app, buyer.token, await pngBytes())).body.data.url as string;
    const res = await desk.post(
      'productSave',
      withSkus((list) => [{ ...list[0]!, image: theirs }, ...list.slice(1)]),
    );
    expect(res.status).toBe(400);
    expect(res.body.fields['skus.0.image']).toBe('Upload this picture first, or keep one already in use');
  });

  it('answers in the caller’s language', async () => {
    const res = await call(t.app, 'POST', '/api/admin/product_save', {
      token: desk.operator.token,
      lang: 'fr',
      body: withSkus((list) => [...list.slice(0, 3), { ...list[3]!, specs: ['Red', 'S'] }]),
    });
    expect(res.body.msg).toBe('Deux SKU ont la même combinaison de caractéristiques');
  });

  it('an edit of a product that does not exist is a 404; a quick edit needs something to change', async () => {
    expect((await desk.post('productSave', { ...valid, id: 9_999 })).status).toBe(404);
    expect((await desk.post('skuSave', { id: 9_999, stock: 3 })).status).toBe(404);
    expect((await desk.post('productShelf', { id: 9_999, on_shelf: false })).status).toBe(404);
    const nothing = await desk.post('skuSave', { id: 1 });
    expect(nothing.status).toBe(400);
    expect(nothing.body.msg).toBe('Enter a new price or stock');
  });

  it('a quick edit refuses an original price below the price and changes nothing', async () => {
    const [sku] = await t.database.db.select().from(skus).orderBy(skus.id).limit(1);
    const res = await desk.post('skuSave', { id: sku!.id, price: '500.00', original_price: '400.00' });
    expect(res.status).toBe(400);
    expect(res.body.fields.original_price).toBe('The original price cannot be lower than the price');
    const [after] = await t.database.db.select().from(skus).orderBy(skus.id).limit(1);
    expect(after).toEqual(sku);
  });

  it('the same body is saved once it is right', async () => {
    const res = await desk.post('productSave', valid);
    expect(res.status).toBe(200);
    expect(res.body.data.skus).toHaveLength(4);
  });
});
