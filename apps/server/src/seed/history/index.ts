import { asc, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import type { SecretBox } from '../../lib/secret-box.js';
import { products, skus, users } from '../../db/schema/index.js';
import { createRandom } from '../catalogue/random.js';
import { PAST_SHOPPER_ACCOUNTS, pastShoppers } from './past-shoppers.js';
import { planHistory, type HistoryProduct } from './plan.js';
import { settleFromHistory } from './settle.js';
import { paymentsOf, pricedOrders, writeOrders } from './write-orders.js';
import { writeShoppers } from './write-shoppers.js';

export { PAST_SHOPPER_ACCOUNTS } from './past-shoppers.js';

/**
 * Products with a past, at most: the history costs the same on a catalogue of 480 products as on one of 100,000,
 * where the others simply have not sold yet.
 */
export const HISTORY_PRODUCTS = 480;
const SHOPPERS_SEED = 0x5407;

/** The first products by id, with their SKUs: the ones that have sold. */
async function productsWithAPast(db: Database, limit: number): Promise<HistoryProduct[]> {
  const chosen = await db
    .select({
      id: products.id,
      shopId: products.shopId,
      title: products.title,
      images: products.images,
      createdAt: products.createdAt,
    })
    .from(products)
    .orderBy(asc(products.id))
    .limit(limit);
  const skuRows = await db
    .select({
      id: skus.id,
      productId: skus.productId,
      specValues: skus.specValues,
      priceCents: skus.priceCents,
      image: skus.image,
    })
    .from(skus)
    .where(
      inArray(
        skus.productId,
        chosen.map((p) => p.id),
      ),
    )
    .orderBy(asc(skus.id));
  const skusOf = new Map<number, typeof skuRows>();
  for (const sku of skuRows) skusOf.set(sku.productId, [...(skusOf.get(sku.productId) ?? []), sku]);
  return chosen.flatMap((p) => (skusOf.has(p.id) ? [{ ...p, skus: skusOf.get(p.id)! }] : []));
}

/**
 * The demo catalogue's past, written in the caller's transaction right after its products: past shoppers, their
 * completed orders of the first products, their reviews (some with the products' own pictures), their balances
 * with a ledger row for every change; then the sales, ratings, review counts and favourable rates counted from
 * those rows. Deterministic for the same catalogue and `now`. Nothing when a past shopper's account is taken.
 */
export async function seedHistory(db: Database, now: Date, box?: SecretBox) {
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(inArray(sql`lower(${users.account})`, [...PAST_SHOPPER_ACCOUNTS]))
    .limit(1);
  if (taken) return { orders: 0, reviews: 0 };
  const random = createRandom(SHOPPERS_SEED);
  const profiles = pastShoppers(random, box);
  const priced = pricedOrders(planHistory(await productsWithAPast(db, HISTORY_PRODUCTS), profiles.length, now));
  const ids = await writeShoppers(db, profiles, paymentsOf(priced), { now, random });
  const written = await writeOrders(db, priced, { ids, profiles }, random);
  await settleFromHistory(db);
  return written;
}
