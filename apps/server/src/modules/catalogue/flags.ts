import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { productFavourites, shopFollows } from '../../db/schema/index.js';

/** Which of these products the buyer has favourited: one query for a whole page, none for a visitor. */
export async function favouritesAmong(db: Database, userId: number | undefined, productIds: number[]) {
  if (userId === undefined) return undefined;
  if (productIds.length === 0) return new Set<number>();
  const rows = await db
    .select({ id: productFavourites.productId })
    .from(productFavourites)
    .where(and(eq(productFavourites.userId, userId), inArray(productFavourites.productId, productIds)));
  return new Set(rows.map((r) => r.id));
}

export async function followsAmong(db: Database, userId: number | undefined, shopIds: number[]) {
  if (userId === undefined) return undefined;
  if (shopIds.length === 0) return new Set<number>();
  const rows = await db
    .select({ id: shopFollows.shopId })
    .from(shopFollows)
    .where(and(eq(shopFollows.userId, userId), inArray(shopFollows.shopId, shopIds)));
  return new Set(rows.map((r) => r.id));
}
