import { asc, eq, getTableColumns } from 'drizzle-orm';
import { ErrorKey, type LanguageCode, type ProductDetail } from '@tradewind/contract';
import type { Database } from '../../db/client.js';
import { categories, products, productSpecs, recentlyViewed, shops, skus } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import { toCategory, toProductCard, toShopCard, toSku, toSpecs } from './cards.js';
import { favouritesAmong, followsAmong } from './flags.js';

/** Every product column but the search vector, which only the search query reads. */
const { search: _search, ...productColumns } = getTableColumns(products);

/** A product with its specs, SKUs, category and shop; the buyer's flags and a recently-viewed mark when logged in. */
export async function productDetail(
  db: Database,
  id: number,
  lang: LanguageCode,
  userId?: number,
): Promise<ProductDetail> {
  const [row] = await db
    .select({ product: productColumns, shop: shops, category: categories })
    .from(products)
    .innerJoin(shops, eq(shops.id, products.shopId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(eq(products.id, id));
  if (!row || !row.product.onShelf) throw new AppError(ErrorKey.NotFound);
  const { product, shop, category } = row;
  const [specRows, skuRows, favourites, follows] = await Promise.all([
    db
      .select()
      .from(productSpecs)
      .where(eq(productSpecs.productId, id))
      .orderBy(asc(productSpecs.sort), asc(productSpecs.id)),
    db.select().from(skus).where(eq(skus.productId, id)).orderBy(asc(skus.id)),
    favouritesAmong(db, userId, [id]),
    followsAmong(db, userId, [shop.id]),
  ]);
  if (userId !== undefined) await markViewed(db, userId, id);
  return {
    ...toProductCard({ ...product, image: product.images[0] ?? '', shopName: shop.name }, favourites),
    description: product.description,
    images: product.images,
    category: toCategory(category, lang),
    stock: product.stock,
    specs: toSpecs(specRows),
    skus: skuRows.map(toSku),
    shop: toShopCard(shop, follows),
    created_at: product.createdAt.toISOString(),
  };
}

async function markViewed(db: Database, userId: number, productId: number) {
  await db
    .insert(recentlyViewed)
    .values({ userId, productId })
    .onConflictDoUpdate({ target: [recentlyViewed.userId, recentlyViewed.productId], set: { viewedAt: new Date() } });
}
