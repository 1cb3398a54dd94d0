import { asc, desc, eq } from 'drizzle-orm';
import type { HomeData, LanguageCode } from '@tradewind/contract';
import type { Database } from '../../db/client.js';
import { banners, categories, products, shops } from '../../db/schema/index.js';
import { localized, toCategory, toShopCard } from './cards.js';
import { listProducts, SORT_ORDER } from './product-list.js';

export const listCategories = async (db: Database, lang: LanguageCode) =>
  (await db.select().from(categories).orderBy(asc(categories.sort), asc(categories.id))).map((c) =>
    toCategory(c, lang),
  );

/** How many of the newest products the storefront shows. */
export const NEW_ARRIVALS = 8;

/**
 * The storefront: banners, the ten categories, best sellers to start with, the newest products on the shelf, and
 * the most popular shops, as everyone sees them (a buyer's flags are laid over it).
 */
export async function homePage(db: Database, lang: LanguageCode): Promise<HomeData> {
  const onShelf = eq(products.onShelf, true);
  const [bannerRows, categoryList, recommended, newest, shopRows] = await Promise.all([
    db.select().from(banners).orderBy(asc(banners.sort), asc(banners.id)),
    listCategories(db, lang),
    listProducts(db, onShelf, SORT_ORDER.sales, { page: 1, limit: 10 }, undefined),
    listProducts(db, onShelf, SORT_ORDER.newest, { page: 1, limit: NEW_ARRIVALS }, undefined),
    db.select().from(shops).orderBy(desc(shops.totalSales), asc(shops.id)).limit(6),
  ]);
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
    new_arrivals: newest.list,
    popular_shops: shopRows.map((s) => toShopCard(s)),
  };
}
