import { and, eq, gt, inArray, isNull, lt, lte, notInArray, or, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client.js';
import { cartItems, priceWatches, productFavourites, products, skus } from '../../db/schema/index.js';
import { notifyEach } from '../notifications/service.js';

/** Decision 055: a drop smaller than this share of the price is not worth a notice (PRICE_DROP_PERCENT). */
export const DEFAULT_PRICE_DROP_PERCENT = 5;
/** One price or stock notice per product and buyer in this long at most. */
const QUIET_MS = 24 * 3_600_000;

export interface PriceSnapshot {
  priceCents: number;
  soldOut: number[];
}

/** What an operator's edit is compared with: the product's price and its sold-out SKUs, read under the edit's lock. */
export async function priceSnapshot(tx: Tx, productId: number): Promise<PriceSnapshot | undefined> {
  const [product] = await tx.select({ price: products.priceCents }).from(products).where(eq(products.id, productId));
  if (!product) return undefined;
  const out = await tx
    .select({ id: skus.id })
    .from(skus)
    .where(and(eq(skus.productId, productId), lte(skus.stock, 0)));
  return { priceCents: product.price, soldOut: out.map((s) => s.id) };
}

/** The buyers who saved the product: as a favourite, or a bag or saved-for-later line of one of its SKUs. */
function watchersOf(tx: Tx, productId: number) {
  return tx
    .select({ userId: productFavourites.userId })
    .from(productFavourites)
    .where(eq(productFavourites.productId, productId))
    .union(
      tx
        .select({ userId: cartItems.userId })
        .from(cartItems)
        .innerJoin(skus, eq(skus.id, cartItems.skuId))
        .where(eq(skus.productId, productId)),
    );
}

/**
 * Run after an operator's edit of a product, in its transaction (decision 055): the watches follow who saves it now
 * (a new watcher's saved price is the price before this edit, the only kind of change a price has), then each
 * watcher hears of a drop of at least `dropPercent` below the price they saved (or last heard of), or of a sold-out
 * SKU back in stock, once a day at most. Checkout never runs this: a sale lowers stock, never a price.
 */
export async function comparePrices(tx: Tx, productId: number, before: PriceSnapshot, dropPercent: number) {
  const [after] = await tx
    .select({ price: products.priceCents, title: products.title, images: products.images, onShelf: products.onShelf })
    .from(products)
    .where(eq(products.id, productId));
  if (!after) return;
  const restocked =
    before.soldOut.length > 0
      ? await tx
          .select({ id: skus.id })
          .from(skus)
          .where(and(inArray(skus.id, before.soldOut), gt(skus.stock, 0)))
      : [];
  const dropped = after.price < before.priceCents;
  if (after.price === before.priceCents && restocked.length === 0) return;

  const watchers = await watchersOf(tx, productId);
  const ids = watchers.map((w) => w.userId);
  await tx
    .delete(priceWatches)
    .where(
      and(eq(priceWatches.productId, productId), ids.length > 0 ? notInArray(priceWatches.userId, ids) : undefined),
    );
  if (ids.length === 0 || !after.onShelf) return;
  await tx
    .insert(priceWatches)
    .values(ids.map((userId) => ({ userId, productId, savedCents: before.priceCents })))
    .onConflictDoNothing();

  const quiet = or(isNull(priceWatches.alertedAt), lt(priceWatches.alertedAt, new Date(Date.now() - QUIET_MS)));
  const about = { product_id: productId, title: after.title, image: after.images[0] ?? '' };
  if (dropped) {
    const reference = sql`coalesce(${priceWatches.alertedCents}, ${priceWatches.savedCents})`;
    const heard = await tx
      .update(priceWatches)
      .set({ alertedCents: after.price, alertedAt: new Date() })
      .where(
        and(
          eq(priceWatches.productId, productId),
          quiet,
          sql`${after.price} * 100 <= ${reference} * ${100 - dropPercent}`,
        ),
      )
      .returning({ userId: priceWatches.userId, savedCents: priceWatches.savedCents });
    await notifyEach(
      tx,
      'price_dropped',
      heard.map((w) => ({ userId: w.userId, params: { ...about, old_cents: w.savedCents, new_cents: after.price } })),
    );
  }
  if (restocked.length > 0) {
    const heard = await tx
      .update(priceWatches)
      .set({ alertedAt: new Date() })
      .where(and(eq(priceWatches.productId, productId), quiet))
      .returning({ userId: priceWatches.userId });
    await notifyEach(
      tx,
      'back_in_stock',
      heard.map((w) => ({ userId: w.userId, params: about })),
    );
  }
}

/**
 * Stock given back outside an operator's edit (a cancelled order's): the SKUs that were sold out and have stock
 * again tell the product's watchers, as a restock by the operator does. The price did not move.
 */
export async function tellRestocked(tx: Tx, productId: number, skuIds: number[]) {
  const [product] = await tx.select({ price: products.priceCents }).from(products).where(eq(products.id, productId));
  if (!product || skuIds.length === 0) return;
  await comparePrices(tx, productId, { priceCents: product.price, soldOut: skuIds }, DEFAULT_PRICE_DROP_PERCENT);
}

/** The product page's "Price dropped 12 % since you saved it": the buyer's saved price when the price is lower now. */
export async function priceSinceSaved(db: Database, userId: number, productId: number) {
  const [row] = await db
    .select({ saved: priceWatches.savedCents, now: products.priceCents })
    .from(priceWatches)
    .innerJoin(products, eq(products.id, priceWatches.productId))
    .where(and(eq(priceWatches.userId, userId), eq(priceWatches.productId, productId)));
  if (!row || row.now >= row.saved) return null;
  return { saved_cents: row.saved, percent: Math.floor(((row.saved - row.now) * 100) / row.saved) };
}
