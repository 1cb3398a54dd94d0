import { asc, desc, eq } from 'drizzle-orm';
import type { HomeData, LanguageCode } from '@tradewind/contract';
import type { Database } from '../../db/client.js';
import { banners, categories, products, shops } from '../../db/schema/index.js';
import { localized, toCategory, toShopCard } from './cards.js';
import { followsAmong } from './flags.js';
import { listProducts, SORT_ORDER } from './product-list.js';

export const listCategories = async (db: Database, lang: LanguageCode) =>
  (await db.select().from(categories).orderBy(asc(categories.sort), asc(categories.id))).map((c) =>
    toCategory(c, lang),
  );

/** The storefront: banners, the ten categories, best sellers to start with, and the most popular shops. */
export async function homePage(db: Database, lang: LanguageCode, userId?: number): Promise<HomeData> {
  const [bannerRows, categoryList, recommended, shopRows] = await Promise.all([
    db.select().from(banners).orderBy(asc(banners.sort), asc(banners.id)),
    listCategories(db, lang),
    listProducts(db, eq(products.onShelf, true), SORT_ORDER.sales, { page: 1, limit: 10 }, userId),
    db.select().from(shops).orderBy(desc(shops.totalSales), asc(shops.id)).limit(6),
  ]);
  const follows = await followsAmong(
    db,
    userId,
    shopRows.map((s) => s.id),
  );
  return {
    banners: bannerRows.map((b) => ({
      id: b.id,
      image: b.image,
      title: localized(b.titles, lang),
      subtitle: localized(b.subtitles, lang),
      link: b.link,
    })),
    categories: categoryList,
    recommended: recommended.list,
    popular_shops: shopRows.map((s) => toShopCard(s, follows)),
  };
}
