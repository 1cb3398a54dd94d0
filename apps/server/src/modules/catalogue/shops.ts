import { and, desc, eq, sql } from 'drizzle-orm';
import { ErrorKey, type LanguageCode, type ShopInfo } from '@tradewind/contract';
import type { Database } from '../../db/client.js';
import { shopFollows, shops } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import { toShopCard } from './cards.js';
import { shopTexts } from './reader-language.js';

/** A shop's page; its description in the reader's language, or the original marked with its own (decision 053). */
export async function shopInfo(db: Database, id: number, lang: LanguageCode): Promise<ShopInfo> {
  const [shop] = await db.select().from(shops).where(eq(shops.id, id));
  if (!shop) throw new AppError(ErrorKey.NotFound);
  const text = shop.sourceLang === lang ? undefined : await shopTexts(db, id, lang);
  const translated = text?.description || (shop.sourceLang === lang ? shop.description : '');
  return {
    ...toShopCard(shop),
    description: translated || shop.description,
    ...(translated ? {} : { description_lang: shop.sourceLang }),
    created_at: shop.createdAt.toISOString(),
  };
}

/**
 * Follow and unfollow change the fans count in the same transaction as the follow row, and only when the row
 * really changed, so repeating either is harmless and the count stays equal to the rows.
 */
export async function setFollow(db: Database, userId: number, shopId: number, follow: boolean) {
  return db.transaction(async (tx) => {
    const [shop] = await tx.select({ id: shops.id }).from(shops).where(eq(shops.id, shopId));
    if (!shop) throw new AppError(ErrorKey.NotFound);
    const changed = follow
      ? await tx
          .insert(shopFollows)
          .values({ userId, shopId })
          .onConflictDoNothing()
          .returning({ id: shopFollows.shopId })
      : await tx
          .delete(shopFollows)
          .where(and(eq(shopFollows.userId, userId), eq(shopFollows.shopId, shopId)))
          .returning({ id: shopFollows.shopId });
    const delta = changed.length === 0 ? 0 : follow ? 1 : -1;
    const [updated] = await tx
      .update(shops)
      .set({ fans: sql`${shops.fans} + ${delta}` })
      .where(eq(shops.id, shopId))
      .returning({ fans: shops.fans });
    return { followed: follow, fans: updated!.fans };
  });
}

export async function followedShops(db: Database, userId: number, page: { page: number; limit: number }) {
  const where = eq(shopFollows.userId, userId);
  const [rows, [total]] = await Promise.all([
    db
      .select({ shop: shops })
      .from(shopFollows)
      .innerJoin(shops, eq(shops.id, shopFollows.shopId))
      .where(where)
      .orderBy(desc(shopFollows.createdAt), desc(shops.id))
      .limit(page.limit)
      .offset((page.page - 1) * page.limit),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(shopFollows)
      .where(where),
  ]);
  const all = new Set(rows.map((r) => r.shop.id));
  return { list: rows.map((r) => toShopCard(r.shop, all)), total: total?.n ?? 0, ...page };
}
