import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OrderStatus, type ProductCard, type ProductDetail, type ShopInfo } from '@tradewind/contract';
import { queryRows } from '../../db/client.js';
import { useTestApp } from '../../test/build.js';
import { call } from '../../test/api.js';
import { expectLedgerHolds } from '../../test/wallet.js';
import { SEED_EPOCH, seedCatalogue } from '../catalogue/index.js';
import { HISTORY_PRODUCTS } from './index.js';
import { createLocalStore } from '../../lib/storage/local-store.js';

const t = useTestApp();
const uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tw-history-'));
afterAll(() => fs.rmSync(uploadsDir, { recursive: true, force: true }));
/** Past the bounded history: the last products of this catalogue have never sold. */
const PRODUCTS = HISTORY_PRODUCTS + 20;
let seeded: Awaited<ReturnType<typeof seedCatalogue>>;
beforeAll(async () => {
  seeded = await seedCatalogue(t.database.db, { store: createLocalStore(uploadsDir), products: PRODUCTS });
}, 120_000);

const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(t.database.db, query);
const data = async <T>(url: string, query: Record<string, string> = {}) => {
  const res = await call(t.app, 'GET', url, { query });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as T;
};

describe('the demo catalogue’s past', () => {
  it('has past shoppers who completed orders, and reviewed about half of them, some with pictures', async () => {
    expect(seeded.orders).toBeGreaterThan(1_000);
    expect(seeded.reviews).toBeGreaterThan(seeded.orders / 3);
    const [counts] = await rows<{ orders: number; completed: number; reviews: number; pictured: number }>(
      sql`select (select count(*)::int from orders) as orders,
                 (select count(*)::int from orders where status = ${OrderStatus.Completed}) as completed,
                 (select count(*)::int from reviews) as reviews,
                 (select count(*)::int from reviews where cardinality(pictures) > 0) as pictured`,
    );
    expect(counts).toMatchObject({ orders: seeded.orders, completed: seeded.orders, reviews: seeded.reviews });
    expect(counts!.pictured).toBeGreaterThan(counts!.reviews / 5);
    const pictures = await rows<{ url: string }>(sql`select distinct unnest(pictures) as url from reviews`);
    for (const { url } of pictures) {
      expect(url).toMatch(/^\/uploads\/catalogue\/[a-z0-9-]+\.svg$/);
      expect(fs.existsSync(path.join(uploadsDir, url.replace(/^\/uploads\//, '')))).toBe(true);
    }
  });

  it('never shows one sentence twice among a product’s reviews', async () => {
    const reviews = await rows<{ product_id: number; content: string }>(
      sql`select product_id, content from reviews order by id`,
    );
    const sentences = new Map<number, string[]>();
    for (const { product_id, content } of reviews) {
      const split = content.split(/(?<=[.!?。])\s*/).filter(Boolean);
      sentences.set(product_id, [...(sentences.get(product_id) ?? []), ...split]);
    }
    const repeated = [...sentences].filter(([, list]) => new Set(list).size < list.length).map(([id]) => id);
    expect(repeated).toEqual([]);
    // The check means something: some products have many reviews.
    expect(Math.max(...[...sentences.values()].map((list) => list.length))).toBeGreaterThanOrEqual(12);
  });

  it('dates each order in order (created, paid, shipped, received, reviewed or completed) before the seed’s day', async () => {
    const [wrong] = await rows<{ n: number }>(
      sql`select count(*)::int as n from orders o left join reviews r on r.order_id = o.id
          where not (o.created_at < o.paid_at and o.paid_at < o.pay_deadline and o.paid_at < o.shipped_at
            and o.shipped_at < o.received_at and o.received_at < o.completed_at
            and o.completed_at < ${SEED_EPOCH.toISOString()}::timestamptz
            and coalesce(r.created_at = o.completed_at, true))`,
    );
    expect(wrong!.n).toBe(0);
  });

  it('counts every rating from the reviews: the average, and how many; no review, no rating', async () => {
    const mismatches = await rows(
      sql`select p.id from products p left join reviews r on r.product_id = p.id group by p.id
          having p.review_count <> count(r.id) or p.review_score_total <> coalesce(sum(r.product_score), 0)
              or p.rating_hundredths <> coalesce(round(avg(r.product_score) * 100), 0)`,
    );
    expect(mismatches).toEqual([]);
    const [spread] = await rows<{ rated: number; unrated: number; low: number }>(
      sql`select count(*) filter (where review_count > 0)::int as rated,
                 count(*) filter (where review_count = 0)::int as unrated,
                 count(*) filter (where review_count > 0 and rating_hundredths < 400)::int as low from products`,
    );
    expect(spread!.rated).toBeGreaterThan(200);
    expect(spread!.unrated).toBeGreaterThanOrEqual(20);
    expect(spread!.low).toBeGreaterThan(0);
  });

  it('counts sales from the paid order lines, on SKUs, products and shops; products past the history sold none', async () => {
    const skus = await rows(
      sql`select s.id from skus s left join order_lines l on l.sku_id = s.id
          group by s.id having s.sales <> coalesce(sum(l.quantity), 0)`,
    );
    expect(skus).toEqual([]);
    const products = await rows(
      sql`select p.id from products p join skus s on s.product_id = p.id group by p.id having p.sales <> sum(s.sales)`,
    );
    expect(products).toEqual([]);
    const shops = await rows(
      sql`select s.id from shops s join products p on p.shop_id = s.id group by s.id having s.total_sales <> sum(p.sales)`,
    );
    expect(shops).toEqual([]);
    const [late] = await rows<{ n: number; sold: number }>(
      sql`select count(*)::int as n, coalesce(sum(sales), 0)::int as sold from products
          where id > (select id from products order by id offset ${HISTORY_PRODUCTS - 1} limit 1)`,
    );
    expect(late).toEqual({ n: PRODUCTS - HISTORY_PRODUCTS, sold: 0 });
  });

  it('keeps the ledger: every past shopper’s balance is their rows’ sum, and each payment is an order’s total', async () => {
    await expectLedgerHolds(t.database);
    const [unpaid] = await rows<{ n: number }>(
      sql`select count(*)::int as n from orders o
          where (select count(*) from ledger_entries l where l.type = 'payment' and l.user_id = o.user_id
                   and l.reference = 'orders:' || o.sn and l.amount_cents = -o.total_cents
                   and l.created_at = o.paid_at) <> 1`,
    );
    expect(unpaid!.n).toBe(0);
  });

  it('shows one sold count, one rating and one review count on the card, the page and the reviews', async () => {
    const { list } = await data<{ list: ProductCard[] }>('/api/goods/list', { limit: '12', sort: 'sales' });
    expect(list[0]!.sales).toBeGreaterThan(0);
    for (const card of list) {
      const detail = await data<ProductDetail>('/api/goods/detail', { id: String(card.id) });
      expect(detail).toMatchObject({ sales: card.sales, rating: card.rating, review_count: card.review_count });
      const reviews = await data<{ total: number; average: number }>('/api/goods/reviews', { id: String(card.id) });
      expect(reviews).toMatchObject({ total: card.review_count, average: card.rating });
    }
  });

  it('gives each shop the share of its reviews at 4 or 5 stars as its favourable rate', async () => {
    const shops = await rows<{ id: number; n: number; good: number }>(
      sql`select p.shop_id as id, count(*)::int as n, (count(*) filter (where r.product_score >= 4))::int as good
          from reviews r join products p on p.id = r.product_id group by p.shop_id order by p.shop_id limit 3`,
    );
    expect(shops.length).toBeGreaterThan(0);
    for (const shop of shops) {
      const info = await data<ShopInfo>('/api/shop/info', { id: String(shop.id) });
      expect(info.favourable_rate).toBe(Math.round((shop.good * 1000) / shop.n) / 10);
    }
    const rates = await rows<{ rate: number }>(
      sql`select distinct round(good_review_count * 1000.0 / review_count)::int as rate from shops where review_count > 0`,
    );
    expect(rates.length).toBeGreaterThan(1); // not every shop "100.0% positive"
  });
});
