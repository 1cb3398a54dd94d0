import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import type { ObjectStore } from '../../lib/storage/object-store.js';
import type { SecretBox } from '../../lib/secret-box.js';
import { categories } from '../../db/schema/index.js';
import { seedHistory } from '../history/index.js';
import { writeImagePool } from './images.js';
import { draftProduct, type ProductContext } from './product-draft.js';
import { shopProfiles } from './shops.js';
import { insertBanners, insertCategories, insertShops, shopsByCategory } from './write-reference.js';
import { insertProducts, settleShopTotals } from './write-products.js';
import { bareWhileLoading, BULK_FROM } from './bulk-load.js';
import { insertShopCities, insertSpecTerms } from './translations/write-translations.js';

export interface SeedCatalogueOptions {
  /** Pictures go to the store's `catalogue/` folder, served at `/uploads/catalogue/`: the one the server uses. */
  store: ObjectStore;
  products?: number;
  shops?: number;
  log?: (message: string) => void;
  /** Products are spread over the 120 days before this; fixed by default so every run is identical. */
  now?: Date;
  /** The server's card box: past shoppers whose customs need an ID get a made-up one sealed with it (decision 041). */
  box?: SecretBox;
}

export interface SeedCatalogueResult {
  categories: number;
  shops: number;
  products: number;
  skus: number;
  /** The catalogue's past: completed orders of its first products, and the reviews among them. */
  orders: number;
  reviews: number;
}

export const SEED_EPOCH = new Date('2026-01-01T00:00:00Z');
const PRODUCTS_PER_BATCH = 500;
const LOG_EVERY = 10_000;
/** Serialises seeding between processes that start on the same empty database. */
const SEED_LOCK = 7_461_001;
const NOTHING: SeedCatalogueResult = { categories: 0, shops: 0, products: 0, skus: 0, orders: 0, reviews: 0 };

const hasCatalogue = async (db: Database) =>
  (await db.select({ id: categories.id }).from(categories).limit(1)).length > 0;

/**
 * The demo catalogue — categories, shops, products with specs and SKUs, banners and their pictures, and its past
 * (seed/history: the orders and reviews its sales and ratings are counted from) — on an empty catalogue only, in one
 * transaction: a database has all of it or none of it. Deterministic.
 */
export async function seedCatalogue(db: Database, options: SeedCatalogueOptions): Promise<SeedCatalogueResult> {
  const productCount = options.products ?? 480;
  const shopCount = options.shops ?? 24;
  const now = options.now ?? SEED_EPOCH;
  const log = options.log ?? (() => {});
  if (!Number.isInteger(productCount) || productCount < 0) throw new RangeError('products must be an integer ≥ 0');
  if (!Number.isInteger(shopCount) || shopCount < 1) throw new RangeError('shops must be an integer ≥ 1');
  if (await hasCatalogue(db)) return NOTHING;

  const profiles = shopProfiles(shopCount);
  const files = await writeImagePool(options.store, profiles);
  log(`catalogue: ${files} pictures written to the ${options.store.where}, catalogue/`);

  const result = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    if (await hasCatalogue(tx)) return NOTHING;
    const categoryIds = await insertCategories(tx);
    const seededShops = await insertShops(tx, profiles, now);
    await insertBanners(tx, seededShops);
    // The catalogue in the reader's language (decision 053): spec words and cities in every seed language.
    await insertSpecTerms(tx);
    await insertShopCities(tx, seededShops);
    const context: ProductContext = { categoryIds, shopsByCategory: shopsByCategory(seededShops), now };

    const loadProducts = async () => {
      let skuCount = 0;
      for (let start = 0; start < productCount; start += PRODUCTS_PER_BATCH) {
        const end = Math.min(start + PRODUCTS_PER_BATCH, productCount);
        const drafts = Array.from({ length: end - start }, (_, i) => draftProduct(start + i, context));
        skuCount += await insertProducts(tx, drafts);
        if (Math.floor(end / LOG_EVERY) > Math.floor(start / LOG_EVERY)) {
          log(`catalogue: ${end} / ${productCount} products`);
        }
      }
      return skuCount;
    };
    const skuCount =
      productCount >= BULK_FROM
        ? await bareWhileLoading(tx, ['products', 'product_specs', 'skus'], async () => {
            const written = await loadProducts();
            log('catalogue: building the indexes');
            return written;
          })
        : await loadProducts();
    const history = await seedHistory(tx, now, options.box);
    await settleShopTotals(tx);
    return {
      categories: Object.keys(categoryIds).length,
      shops: seededShops.length,
      products: productCount,
      skus: skuCount,
      ...history,
    };
  });
  // Fresh statistics and visibility map, so the first lists already use index-only counts.
  if (result.products > 0) await db.execute(sql`vacuum analyze products, skus, shops, orders, order_lines, reviews`);
  return result;
}
