import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { CATEGORY_SLUGS, LANGUAGE_CODES } from '@tradewind/contract';
import { openPglite, queryRows, type Database } from '../../db/client.js';
import { useTestApp } from '../../test/build.js';
import { seedCatalogue } from './index.js';
import { CURATED_SHOPS } from './shops-curated.js';
import { createLocalStore } from '../../lib/storage/local-store.js';

const t = useTestApp();
const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tw-seed-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => dirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

const uploadsDir = tempDir();
const pictureFile = (url: string) => path.join(uploadsDir, url.replace(/^\/uploads\//, ''));
const rows = <T>(db: Database, query: ReturnType<typeof sql>) => queryRows<T>(db, query);

interface ProductRow {
  id: number;
  title: string;
  images: string[];
  price_cents: number;
  original_price_cents: number;
  stock: number;
  sales: number;
  rating_hundredths: number;
}

describe('seedCatalogue', () => {
  it('seeds an empty catalogue once, even when two callers race', async () => {
    const results = await Promise.all([
      seedCatalogue(t.database.db, { store: createLocalStore(uploadsDir) }),
      seedCatalogue(t.database.db, { store: createLocalStore(uploadsDir) }),
    ]);
    const seeded = results.filter((r) => r.products > 0);
    expect(seeded).toHaveLength(1);
    expect(seeded[0]).toMatchObject({ categories: 10, shops: 24, products: 480 });
    const [counts] = await rows<{ products: number; skus: number }>(
      t.database.db,
      sql`select (select count(*)::int from products) as products, (select count(*)::int from skus) as skus`,
    );
    expect(counts).toEqual({ products: 480, skus: seeded[0].skus });
  });

  it('names the ten categories in the ten languages, with an icon, in the order of docs/product.md §3', async () => {
    const categories = await rows<{ slug: string; names: Record<string, string>; icon: string }>(
      t.database.db,
      sql`select slug, names, icon from categories order by sort`,
    );
    expect(categories.map((c) => c.slug)).toEqual([...CATEGORY_SLUGS]);
    for (const category of categories) {
      expect(Object.keys(category.names).sort()).toEqual([...LANGUAGE_CODES].sort());
      expect(Object.values(category.names).every((name) => name.trim().length > 0)).toBe(true);
      expect(fs.readFileSync(pictureFile(category.icon), 'utf8')).toMatch(/^<svg /);
    }
    const names = categories.map((c) => c.names);
    expect(names.find((n) => n.en === 'Electrical equipment')?.['zh-cn']).toBe('电器');
    expect(new Set(names.map((n) => n.ja)).size).toBe(10);
  });

  it('spreads at least 400 products over all ten categories and 24 shops', async () => {
    const perCategory = await rows<{ slug: string; n: number }>(
      t.database.db,
      sql`select c.slug, count(p.id)::int as n from categories c left join products p on p.category_id = c.id group by c.slug`,
    );
    expect(perCategory).toHaveLength(10);
    expect(perCategory.every((c) => c.n >= 40)).toBe(true);
    const [shops] = await rows<{ n: number; empty: number }>(
      t.database.db,
      sql`select count(*)::int as n, count(*) filter (where product_count = 0)::int as empty from shops`,
    );
    expect(shops).toEqual({ n: 24, empty: 0 });
  });

  it('has every curated shop sell only in its own trade, as its description says (no vitamins at a gear shop)', async () => {
    const sold = await rows<{ shop: string; slugs: string[] }>(
      t.database.db,
      sql`select s.name as shop, array_agg(distinct c.slug) as slugs from products p
        join shops s on s.id = p.shop_id join categories c on c.id = p.category_id group by s.name`,
    );
    for (const profile of CURATED_SHOPS) {
      const row = sold.find((r) => r.shop === profile.name);
      expect(row, profile.name).toBeDefined();
      for (const slug of row!.slugs) expect(profile.categories, `${profile.name} sells ${slug}`).toContain(slug);
    }
    expect(CURATED_SHOPS.find((shop) => shop.name === 'Pacific Peak Gear')!.categories).toEqual(['outdoors']);
  });

  it('gives every product 2 to 4 pictures that exist as SVG files, and realistic figures', async () => {
    const products = await rows<ProductRow>(t.database.db, sql`select * from products`);
    expect(products.length).toBeGreaterThanOrEqual(400);
    for (const p of products) {
      expect(p.images.length).toBeGreaterThanOrEqual(2);
      expect(p.images.length).toBeLessThanOrEqual(4);
      for (const url of p.images) {
        expect(url).toMatch(/^\/uploads\/catalogue\/[a-z0-9-]+\.svg$/);
        expect(fs.readFileSync(pictureFile(url), 'utf8').startsWith('<svg')).toBe(true);
      }
      expect(p.original_price_cents).toBeGreaterThanOrEqual(p.price_cents);
      // Sales and ratings come from the seeded orders and reviews (history.test.ts).
      expect(p.rating_hundredths).toBeLessThanOrEqual(500);
      expect(p.sales).toBeLessThanOrEqual(100);
    }
    expect(new Set(products.map((p) => p.title)).size).toBeGreaterThan(300);
    expect(products.filter((p) => p.original_price_cents > p.price_cents).length).toBeGreaterThan(100);
  });

  it('keeps products equal to their SKUs: lowest price, summed stock and sales', async () => {
    const mismatches = await rows(
      t.database.db,
      sql`select p.id from products p join skus s on s.product_id = p.id
          group by p.id
          having p.price_cents <> min(s.price_cents) or p.stock <> sum(s.stock) or p.sales <> sum(s.sales)
              or p.original_price_cents <> (select s2.original_price_cents from skus s2
                 where s2.product_id = p.id order by s2.price_cents, s2.id limit 1)`,
    );
    expect(mismatches).toEqual([]);
    const [skus] = await rows<{ noSku: number; empty: number; soldOut: number; dearer: number }>(
      t.database.db,
      sql`select (select count(*)::int from products p where not exists (select 1 from skus s where s.product_id = p.id)) as "noSku",
                 (select count(*)::int from skus where cardinality(spec_values) = 0) as empty,
                 (select count(*)::int from skus where stock = 0) as "soldOut",
                 (select count(*)::int from skus where price_cents > (select price_cents from products where id = product_id)) as dearer`,
    );
    expect(skus.noSku).toBe(0);
    expect(skus.empty).toBeGreaterThan(0);
    expect(skus.soldOut).toBeGreaterThan(0);
    expect(skus.dearer).toBeGreaterThan(0);
  });

  it('gives clothing Colour and Size, and one SKU per combination in spec order', async () => {
    const clothing = await rows<{ id: number; specs: { name: string; values: string[] }[]; skus: string[][] }>(
      t.database.db,
      sql`select p.id,
            (select json_agg(json_build_object('name', s.name, 'values', s.values) order by s.sort) from product_specs s where s.product_id = p.id) as specs,
            (select json_agg(k.spec_values order by k.id) from skus k where k.product_id = p.id) as skus
          from products p join categories c on c.id = p.category_id where c.slug in ('menswear', 'womenswear')`,
    );
    expect(clothing.length).toBeGreaterThanOrEqual(80);
    for (const product of clothing) {
      expect(product.specs.map((s) => s.name)).toEqual(['Colour', 'Size']);
      expect(product.specs[1].values).toEqual(['S', 'M', 'L', 'XL']);
      const combinations = product.specs[0].values.flatMap((colour) =>
        product.specs[1].values.map((size) => [colour, size]),
      );
      expect(product.skus).toEqual(combinations);
    }
  });

  it('gives phones Colour and Capacity, with dearer capacities', async () => {
    const phones = await rows<{ values: string[]; prices: number[] }>(
      t.database.db,
      sql`select (select values from product_specs s where s.product_id = p.id and s.name = 'Capacity') as values,
                 (select array_agg(k.price_cents order by k.id) from skus k where k.product_id = p.id) as prices
          from products p where p.title like '%Smartphone%' and p.title not like '%Foldable%'`,
    );
    expect(phones.length).toBeGreaterThan(5);
    for (const phone of phones) {
      expect(phone.values).toEqual(['128 GB', '256 GB', '512 GB']);
      const [small, medium, large] = phone.prices.slice(0, 3).map(Number);
      expect(small).toBeLessThan(medium);
      expect(medium).toBeLessThan(large);
    }
  });

  it("keeps shops' product count and total sales equal to their products", async () => {
    const mismatches = await rows(
      t.database.db,
      sql`select s.id from shops s left join products p on p.shop_id = s.id group by s.id
          having s.product_count <> count(p.id) or s.total_sales <> coalesce(sum(p.sales), 0)
              or s.fans not between 50 and 50000`,
    );
    expect(mismatches).toEqual([]);
  });

  it('seeds four banners in the ten languages, with pictures', async () => {
    const banners = await rows<{ image: string; titles: object; subtitles: object; link: string }>(
      t.database.db,
      sql`select image, titles, subtitles, link from banners order by sort`,
    );
    expect(banners).toHaveLength(4);
    for (const banner of banners) {
      expect(Object.keys(banner.titles).sort()).toEqual([...LANGUAGE_CODES].sort());
      expect(Object.keys(banner.subtitles).sort()).toEqual([...LANGUAGE_CODES].sort());
      expect(banner.link).toMatch(/^\/(explore|popular|shop\/\d+)$/);
      expect(fs.readFileSync(pictureFile(banner.image), 'utf8')).toContain('viewBox="0 0 750 300"');
    }
  });

  it('seeds the same catalogue on every run', async () => {
    const snapshot = (db: Database) =>
      rows(
        db,
        sql`select p.title, p.price_cents, p.original_price_cents, p.images, p.shop_id,
                   extract(epoch from p.created_at)::float8 as created, p.sales, p.rating_hundredths, p.review_count,
                   (select json_agg(json_build_array(r.product_score, r.content, r.pictures) order by r.id)
                      from reviews r where r.product_id = p.id) as reviews,
                   (select json_agg(json_build_array(k.spec_values, k.price_cents, k.stock, k.sales) order by k.id)
                      from skus k where k.product_id = p.id) as skus
            from products p order by p.id`,
      );
    const fresh = await openPglite();
    try {
      await seedCatalogue(fresh.db, { store: createLocalStore(tempDir()) });
      const [first, second] = [await snapshot(t.database.db), await snapshot(fresh.db)];
      expect(first).toHaveLength(480);
      expect(second).toEqual(first);
    } finally {
      await fresh.close();
    }
  }, 60_000);

  it('does nothing to a catalogue that has rows, not even write pictures', async () => {
    const elsewhere = path.join(tempDir(), 'uploads');
    const result = await seedCatalogue(t.database.db, { store: createLocalStore(elsewhere), products: 10 });
    expect(result).toEqual({ categories: 0, shops: 0, products: 0, skus: 0, orders: 0, reviews: 0 });
    const [counts] = await rows<{ n: number }>(t.database.db, sql`select count(*)::int as n from products`);
    expect(counts.n).toBe(480);
    expect(fs.existsSync(elsewhere)).toBe(false);
  });
});
