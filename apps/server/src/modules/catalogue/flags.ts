import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { productFavourites, shopFollows } from '../../db/schema/index.js';
import type { UserMemory } from '../../lib/user-memory.js';

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

/**
 * Every product the buyer has favourited and every shop they follow, each read once and then held in the process's
 * memory until they change one (plugins/user-memory.ts forgets them on the change's notice, and at once in the
 * process that made it). Laid over a shared answer, they make a buyer's page cost what a visitor's does.
 */
export const favouritesOf = (db: Database, memory: UserMemory, userId: number) =>
  memory.read(userId, 'favourites', async () => {
    const rows = await db
      .select({ id: productFavourites.productId })
      .from(productFavourites)
      .where(eq(productFavourites.userId, userId));
    return new Set(rows.map((r) => r.id));
  });

export const followsOf = (db: Database, memory: UserMemory, userId: number) =>
  memory.read(userId, 'follows', async () => {
    const rows = await db.select({ id: shopFollows.shopId }).from(shopFollows).where(eq(shopFollows.userId, userId));
    return new Set(rows.map((r) => r.id));
  });
