import { beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import { products, shops, skus } from '../../db/schema/index.js';
import { useTestApp } from '../../test/build.js';
import { call } from '../../test/api.js';
import { addAddress, insertOrderFixture } from '../../test/order-fixture.js';
import { walletBuyer } from '../../test/wallet.js';
import { catalogueDesk, colourSizeProduct } from './test-kit.js';

const t = useTestApp();
let f: Awaited<ReturnType<typeof insertOrderFixture>>;
let desk: Awaited<ReturnType<typeof catalogueDesk>>;
beforeAll(async () => {
  f = await insertOrderFixture(t.database);
  desk = await catalogueDesk(t.app, t.database);
});

// These race on PostgreSQL (CI sets DATABASE_URL); PGlite runs them one transaction at a time.
describe('derived columns under concurrent edits and sales', () => {
  it('no drift: product stock stays the sum of its SKUs while buyers check out and the operator edits', async () => {
    const phoneId = f.products[3]!.id;
    const buyers = await Promise.all(Array.from({ length: 6 }, () => walletBuyer(t.app, t.database)));
    await Promise.all(buyers.map((b) => addAddress(t.app, b.token)));
    const phoneSkus = await t.database.db.select().from(skus).where(eq(skus.productId, phoneId)).orderBy(skus.id);
    const checkouts = buyers.map((b, i) =>
      call(t.app, 'POST', '/api/order/create', {
        token: b.token,
        body: {
          items: [
            { sku_id: phoneSkus[i % 2 === 0 ? 0 : 2]!.id, quantity: 1 },
            { sku_id: f.sku.keyboard.id, quantity: 1 },
          ],
        },
      }),
    );
    const edits = phoneSkus.flatMap((sku, i) => [
      desk.post('skuSave', { id: sku.id, price: `${400 + i}.00` }),
      desk.post('skuSave', { id: sku.id, stock: 50 + i }),
    ]);
    const answers = await Promise.all([...checkouts, ...edits]);
    for (const answer of answers) expect([200, 409]).toContain(answer.status);
    expect(answers.filter((a) => a.status === 200).length).toBeGreaterThanOrEqual(edits.length);

    const [row] = await t.database.db.select().from(products).where(eq(products.id, phoneId));
    const after = await t.database.db.select().from(skus).where(eq(skus.productId, phoneId));
    expect(row!.stock).toBe(after.reduce((sum, s) => sum + s.stock, 0));
    expect(row!.priceCents).toBe(Math.min(...after.map((s) => s.priceCents)));
  });

  it('no drift: a shop counts exactly its products on the shelf after many toggles at once', async () => {
    const own = await t.database.db.select().from(products).where(eq(products.shopId, f.circuit.id));
    const toggles = own.flatMap((p, i) => [
      desk.post('productShelf', { id: p.id, on_shelf: i % 2 === 0 }),
      desk.post('productShelf', { id: p.id, on_shelf: i % 3 === 0 }),
    ]);
    for (const answer of await Promise.all(toggles)) expect(answer.status).toBe(200);
    const [shop] = await t.database.db.select().from(shops).where(eq(shops.id, f.circuit.id));
    const [onShelf] = await t.database.db
      .select({ n: count() })
      .from(products)
      .where(and(eq(products.shopId, f.circuit.id), eq(products.onShelf, true)));
    expect(shop!.productCount).toBe(Number(onShelf!.n));
  });

  it('no drift: products created in one shop at once are each counted once', async () => {
    const images = [await desk.picture()];
    const created = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        desk.post('productSave', colourSizeProduct(f.harbour.id, f.phone.id, images, { title: `Harbour Case ${i}` })),
      ),
    );
    for (const answer of created) expect(answer.status).toBe(200);
    const [shop] = await t.database.db.select().from(shops).where(eq(shops.id, f.harbour.id));
    const [onShelf] = await t.database.db
      .select({ n: count() })
      .from(products)
      .where(and(eq(products.shopId, f.harbour.id), eq(products.onShelf, true)));
    expect(shop!.productCount).toBe(Number(onShelf!.n));
    expect(shop!.productCount).toBe(7);
  });
});
