import { asc, eq, getTableColumns } from 'drizzle-orm';
import { ErrorKey, type LanguageCode, type ProductDetail } from '@tradewind/contract';
import type { Database } from '../../db/client.js';
import { categories, freightRules, products, productSpecs, shops, skus } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import { reviewPhotos } from './review-photos.js';
import { toCategory, toProductCard, toShopCard, toSku, toSpecs } from './cards.js';
import { toShippingPromise } from './shipping-promise.js';
import { zonesOfShop } from './shop-transit.js';
import { productTexts, shopTexts, specsInLanguage, termsOfProduct } from './reader-language.js';

/** Every product column but the search vector, which only the search query reads. */
const { search: _search, ...productColumns } = getTableColumns(products);

/** The product by its key, with its shop and category. */
export const detailQuery = (db: Database, id: number) =>
  db
    .select({ product: productColumns, shop: shops, category: categories, freight: freightRules })
    .from(products)
    .innerJoin(shops, eq(shops.id, products.shopId))
    .leftJoin(freightRules, eq(freightRules.shopId, products.shopId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(eq(products.id, id));

/** A product with its specs, SKUs, category and shop, as everyone sees it (a buyer's flags are laid over it). */
export async function productDetail(db: Database, id: number, lang: LanguageCode): Promise<ProductDetail> {
  const [row] = await detailQuery(db, id);
  if (!row || !row.product.onShelf) throw new AppError(ErrorKey.NotFound);
  const { product, shop: original, category, freight } = row;
  // In another language than the original's: the product's texts, its spec words and the shop's city, each by key.
  const foreign = product.sourceLang !== lang;
  const [specRows, skuRows, photos, zones, texts, terms, shopText] = await Promise.all([
    db
      .select()
      .from(productSpecs)
      .where(eq(productSpecs.productId, id))
      .orderBy(asc(productSpecs.sort), asc(productSpecs.id)),
    db.select().from(skus).where(eq(skus.productId, id)).orderBy(asc(skus.id)),
    product.reviewCount > 0 ? reviewPhotos(db, id) : [],
    zonesOfShop(db, original.id),
    foreign ? productTexts(db, id, lang) : undefined,
    foreign ? termsOfProduct(db, id, lang) : new Map<string, string>(),
    original.sourceLang !== lang ? shopTexts(db, original.id, lang) : undefined,
  ]);
  const shop = { ...original, shipsFromCity: shopText?.city || original.shipsFromCity };
  const { specs, word } = specsInLanguage(toSpecs(specRows), terms, product.sourceLang);
  const card = toProductCard({
    ...shop,
    ...product,
    image: product.images[0] ?? '',
    shopName: shop.name,
    freightBaseCents: freight?.baseCents ?? null,
    freightFreeOverCents: freight?.freeOverCents ?? null,
    zones,
  });
  const { title_lang: _source, ...rest } = card;
  return {
    ...rest,
    title: texts?.title || product.title,
    ...(foreign && !texts?.title ? { title_lang: product.sourceLang } : {}),
    description: texts?.description || product.description,
    ...(foreign && !texts?.description ? { description_lang: product.sourceLang } : {}),
    images: product.images,
    category: toCategory(category, lang),
    stock: product.stock,
    specs,
    skus: skuRows.map((sku) => ({ ...toSku(sku), specs: sku.specValues.map(word) })),
    shop: toShopCard(shop),
    review_photos: photos,
    created_at: product.createdAt.toISOString(),
    shipping: toShippingPromise(shop, freight, zones),
  };
}
