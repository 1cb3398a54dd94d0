import { eq, getTableColumns, sql } from 'drizzle-orm';
import { REVIEW_PHOTO_STRIP_SIZE } from '@tradewind/contract/catalogue';
import { ErrorKey, type LanguageCode, type ProductDetail } from '@tradewind/contract';
import type { Database } from '../../db/client.js';
import { categories, freightRules, products, productSpecs, shops, skus } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import { toCategory, toProductCard, toShopCard } from './cards.js';
import { toShippingPromise } from './shipping-promise.js';
import { inZoneOrder, zonesOfShopColumn } from './shop-transit.js';
import { productTexts, shopTexts, specsInLanguage, termsOfProduct } from './reader-language.js';

/** Every product column but the search vector, which only the search query reads. */
const { search: _search, ...productColumns } = getTableColumns(products);

/** The product's spec groups, in order, as one JSON array read beside its row. */
const specsColumn = sql<{ name: string; values: string[] }[]>`(select coalesce(jsonb_agg(jsonb_build_object(
  'name', s.name, 'values', s.values) order by s.sort, s.id), '[]'::jsonb)
  from ${productSpecs} s where s.product_id = ${products.id})`;

/** The product's SKUs, by id, as one JSON array in the answer's own shape. */
const skusColumn = sql<ProductDetail['skus']>`(select coalesce(jsonb_agg(jsonb_build_object(
  'id', k.id, 'specs', k.spec_values, 'price_cents', k.price_cents, 'original_price_cents', k.original_price_cents,
  'stock', k.stock, 'image', k.image) order by k.id), '[]'::jsonb)
  from ${skus} k where k.product_id = ${products.id})`;

/** The pictures of its newest reviews that have some, only for a product with reviews (at most the strip's reviews). */
const reviewPicturesColumn = sql<string[][] | null>`case when ${products.reviewCount} > 0 then
  (select jsonb_agg(r.pictures) from (select pictures from reviews r where r.product_id = ${products.id}
   and cardinality(r.pictures) > 0 order by r.id desc limit ${REVIEW_PHOTO_STRIP_SIZE}) r) end`;

/**
 * The product by its key, with its shop, category, freight rule, the shop's zones, its specs, SKUs and review
 * pictures: the whole page in one statement, every part a look-up by an index.
 */
export const detailQuery = (db: Database, id: number) =>
  db
    .select({
      product: productColumns,
      shop: shops,
      category: categories,
      freight: freightRules,
      zones: zonesOfShopColumn,
      specs: specsColumn,
      skus: skusColumn,
      reviewPictures: reviewPicturesColumn,
    })
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
  const zones = inZoneOrder(row.zones);
  // In another language than the original's: the product's texts, its spec words and the shop's city, each by key.
  const foreign = product.sourceLang !== lang;
  const [texts, terms, shopText] = await Promise.all([
    foreign ? productTexts(db, id, lang) : undefined,
    foreign ? termsOfProduct(db, id, lang) : new Map<string, string>(),
    original.sourceLang !== lang ? shopTexts(db, original.id, lang) : undefined,
  ]);
  const shop = { ...original, shipsFromCity: shopText?.city || original.shipsFromCity };
  const { specs, word } = specsInLanguage(row.specs, terms, product.sourceLang);
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
    skus: row.skus.map((sku) => ({ ...sku, specs: sku.specs.map(word) })),
    shop: toShopCard(shop),
    review_photos: (row.reviewPictures ?? []).flat().slice(0, REVIEW_PHOTO_STRIP_SIZE),
    created_at: product.createdAt.toISOString(),
    shipping: toShippingPromise(shop, freight, zones),
  };
}
