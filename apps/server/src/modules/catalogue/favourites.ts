import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { ErrorKey } from '@tradewind/contract';
import type { Database } from '../../db/client.js';
import { productFavourites, products, recentlyViewed } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import { listProducts, type Page } from './product-list.js';

export async function setFavourite(db: Database, userId: number, productId: number, favourite: boolean) {
  const [product] = await db.select({ id: products.id }).from(products).where(eq(products.id, productId));
  if (!product) throw new AppError(ErrorKey.NotFound);
  if (favourite) await db.insert(productFavourites).values({ userId, productId }).onConflictDoNothing();
  else
    await db
      .delete(productFavourites)
      .where(and(eq(productFavourites.userId, userId), eq(productFavourites.productId, productId)));
  return { favourite };
}

/**
 * The buyer's favourites, newest first, as product cards. A product taken off the shelf is left out (its page
 * would only say it is not found) and comes back with the favourite kept when the operator puts it back.
 */
export const myFavourites = (db: Database, userId: number, page: Page) =>
  listProducts(
    db,
    and(
      eq(products.onShelf, true),
      inArray(
        products.id,
        db
          .select({ id: productFavourites.productId })
          .from(productFavourites)
          .where(eq(productFavourites.userId, userId)),
      ),
    ),
    [
      desc(
        sql`(select created_at from product_favourites f where f.user_id = ${userId} and f.product_id = ${products.id})`,
      ),
      desc(products.id),
    ],
    page,
    userId,
  );

/** What the buyer viewed, latest first; like favourites, without what is off the shelf now. */
export const myRecentlyViewed = (db: Database, userId: number, page: Page) =>
  listProducts(
    db,
    and(
      eq(products.onShelf, true),
      inArray(
        products.id,
        db.select({ id: recentlyViewed.productId }).from(recentlyViewed).where(eq(recentlyViewed.userId, userId)),
      ),
    ),
    [
      desc(
        sql`(select viewed_at from recently_viewed v where v.user_id = ${userId} and v.product_id = ${products.id})`,
      ),
      desc(products.id),
    ],
    page,
    userId,
  );
