import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { REVIEW_PHOTO_STRIP_SIZE } from '@tradewind/contract/catalogue';
import { useTestApp } from '../../test/build.js';
import { call } from '../../test/api.js';
import { addAddress, insertOrderFixture, placeOrder } from '../../test/order-fixture.js';
import { operatorOf, PAY_CODE, pngBytes, upload, walletBuyer } from '../../test/wallet.js';
import { buildApp, type App } from '../../app.js';
import { openPostgres, type DatabaseHandle } from '../../db/client.js';
import { products, shops, skus } from '../../db/schema/index.js';

const t = useTestApp();
let f: Awaited<ReturnType<typeof insertOrderFixture>>;
let operator: { token: string };
/** Reads outside the catalogue's two-second shared window (ADR 006): each answer is the database's of now. */
let reader: App;
let own: DatabaseHandle | undefined;
beforeAll(async () => {
  f = await insertOrderFixture(t.database);
  operator = await operatorOf(t.app, t.database);
  await t.database.db.update(skus).set({ stock: 100 }).where(eq(skus.id, f.sku.rugged.id));
  own = t.url ? await openPostgres(t.url, 2) : undefined;
  reader = await buildApp({ database: own ?? t.database, sharedAnswerMs: 0 });
});
afterAll(async () => {
  await reader.close();
  await own?.close();
});

const get = async (url: string, query: Record<string, string>) => {
  const res = await call(reader, 'GET', url, { query });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
};

/** A new buyer with a received order of one rugged phone (Harbour Mobile), ready to be reviewed. */
async function receivedRuggedPhone() {
  const buyer = await walletBuyer(t.app, t.database, 100_000);
  await addAddress(t.app, buyer.token);
  const [order] = (await placeOrder(t.app, buyer.token, [{ sku_id: f.sku.rugged.id, quantity: 1 }])).orders;
  await call(t.app, 'POST', '/api/order/pay', {
    token: buyer.token,
    body: { order_ids: [order!.id], pay_password: PAY_CODE },
  });
  await call(t.app, 'POST', '/api/admin/order_ship', {
    token: operator.token,
    body: { id: order!.id, carrier: 'UPS', tracking_no: `1Z${order!.id}` },
  });
  await call(t.app, 'POST', '/api/order/confirm', { token: buyer.token, body: { id: order!.id } });
  const review = async (score: number, pictures = 0) => {
    const urls = [];
    for (let i = 0; i < pictures; i += 1) urls.push((await upload(t.app, buyer.token, await pngBytes())).body.data.url);
    const res = await call(t.app, 'POST', '/api/order/review', {
      token: buyer.token,
      body: {
        order_id: order!.id,
        items: [
          {
            product_id: f.sku.rugged.productId,
            product_score: score,
            service_score: 5,
            postage_score: 5,
            content: `${score} stars`,
            pictures: urls,
          },
        ],
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return urls;
  };
  return { buyer, order: order!, review };
}

describe('ratings buyers can trust', () => {
  it('a product nobody reviewed has no rating: rating 0 and review_count 0 on its card and page', async () => {
    await t.database.db
      .update(products)
      .set({ ratingHundredths: 0, reviewCount: 0, reviewScoreTotal: 0 })
      .where(eq(products.id, f.sku.rugged.productId));
    await t.database.db.update(shops).set({ reviewCount: 0, goodReviewCount: 0 }).where(eq(shops.id, f.harbour.id));
    const id = String(f.sku.rugged.productId);
    const detail = await get('/api/goods/detail', { id });
    expect(detail).toMatchObject({ rating: 0, review_count: 0, review_photos: [] });
    expect(detail.shop.favourable_rate).toBeNull();
    const { list } = await get('/api/goods/list', { shop_id: String(f.harbour.id) });
    expect(list[0]).toMatchObject({ id: f.sku.rugged.productId, rating: 0, review_count: 0 });
    expect((await get('/api/shop/info', { id: String(f.harbour.id) })).favourable_rate).toBeNull();
  });

  it('a review counts at once: the average of the real reviews, their count, and the shop’s share of good ones', async () => {
    const first = await receivedRuggedPhone();
    await first.review(5);
    const id = String(f.sku.rugged.productId);
    expect(await get('/api/goods/detail', { id })).toMatchObject({ rating: 5, review_count: 1 });
    const second = await receivedRuggedPhone();
    await second.review(2);
    const detail = await get('/api/goods/detail', { id });
    // (5 + 2) / 2, not an invented 4.9 nudged by one review.
    expect(detail).toMatchObject({ rating: 3.5, review_count: 2 });
    expect(detail.shop.favourable_rate).toBe(50);
    const { list } = await get('/api/goods/list', { shop_id: String(f.harbour.id) });
    expect(list[0]).toMatchObject({ rating: 3.5, review_count: 2, sales: detail.sales });
  });

  it('filters the reviews with pictures, counts both tabs, and puts the newest photos under the price', async () => {
    const id = String(f.sku.rugged.productId);
    const withPhotos = await receivedRuggedPhone();
    const twoPhotos = await withPhotos.review(4, 2);
    const newest = await receivedRuggedPhone();
    const onePhoto = await newest.review(5, 1);

    const all = await get('/api/goods/reviews', { id });
    expect(all).toMatchObject({ total: 4, counts: { all: 4, with_pictures: 2 }, average: 4 });
    const pictured = await get('/api/goods/reviews', { id, with_pictures: '1' });
    expect(pictured).toMatchObject({ total: 2, counts: { all: 4, with_pictures: 2 }, average: 4 });
    const published = (urls: string[]) => urls.map((url) => url.replace('/uploads/private/', '/uploads/u/'));
    expect(pictured.list.map((r: { pictures: string[] }) => r.pictures)).toEqual([
      published(onePhoto),
      published(twoPhotos),
    ]);
    const refused = await call(reader, 'GET', '/api/goods/reviews', { query: { id, with_pictures: 'yes' } });
    expect(refused.status).toBe(400);

    const detail = await get('/api/goods/detail', { id });
    expect(detail.review_photos).toEqual([...published(onePhoto), ...published(twoPhotos)]);
    expect(REVIEW_PHOTO_STRIP_SIZE).toBeGreaterThanOrEqual(3);
  });

  it('reviews of one product sent at once all count (no lost update)', async () => {
    const id = String(f.sku.rugged.productId);
    const before = await get('/api/goods/detail', { id });
    const buyers = [];
    for (let i = 0; i < 4; i += 1) buyers.push(await receivedRuggedPhone());
    await Promise.all(buyers.map((b, i) => b.review(i % 2 === 0 ? 5 : 3)));
    const after = await get('/api/goods/detail', { id });
    const total = before.rating * before.review_count + 5 + 3 + 5 + 3;
    expect(after.review_count).toBe(before.review_count + 4);
    expect(after.rating).toBe(Math.round((total * 100) / after.review_count) / 100);
    const [shop] = await t.database.db.select().from(shops).where(eq(shops.id, f.harbour.id));
    expect(shop).toMatchObject({ reviewCount: after.review_count });
  });
});
