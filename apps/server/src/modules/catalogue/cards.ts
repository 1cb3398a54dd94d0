import { sql } from 'drizzle-orm';
import {
  DEFAULT_LANGUAGE,
  type Category,
  type CategorySlug,
  type LanguageCode,
  type ProductCard,
  type ShopCard,
} from '@tradewind/contract';
import { categories, products, productSpecs, shops, skus } from '../../db/schema/index.js';
import { shippingColumns, toShippingCard, type ShippingRow } from './shipping-promise.js';

/** The columns a product card needs, with its shop's name: one join, whatever the list. */
export const cardColumns = {
  id: products.id,
  title: products.title,
  sourceLang: products.sourceLang,
  image: sql<string>`${products.images}[1]`,
  priceCents: products.priceCents,
  originalPriceCents: products.originalPriceCents,
  sales: products.sales,
  ratingHundredths: products.ratingHundredths,
  reviewCount: products.reviewCount,
  stock: products.stock,
  shopId: products.shopId,
  shopName: shops.name,
  ...shippingColumns,
};

export type CardRow = {
  id: number;
  title: string;
  /** The language the title is written in: the reader's translation replaces it (reader-language.ts). */
  sourceLang: string;
  image: string;
  priceCents: number;
  originalPriceCents: number;
  sales: number;
  ratingHundredths: number;
  reviewCount: number;
  stock: number;
  shopId: number;
  shopName: string;
} & ShippingRow;

export const toProductCard = (row: CardRow, favourite?: Set<number>): ProductCard => ({
  id: row.id,
  title: row.title,
  title_lang: row.sourceLang,
  image: row.image,
  price_cents: row.priceCents,
  original_price_cents: row.originalPriceCents,
  sales: row.sales,
  rating: row.reviewCount > 0 ? row.ratingHundredths / 100 : 0,
  review_count: row.reviewCount,
  in_stock: row.stock > 0,
  shop_id: row.shopId,
  shop_name: row.shopName,
  shipping: toShippingCard(row),
  ...(favourite ? { favourite: favourite.has(row.id) } : {}),
});

/** The share of a shop's reviews at 4 or 5 stars, in percent with one decimal; none without a review. */
export const favourableRate = (shop: { reviewCount: number; goodReviewCount: number }): number | null =>
  shop.reviewCount === 0 ? null : Math.round((shop.goodReviewCount * 1000) / shop.reviewCount) / 10;

export const toShopCard = (row: typeof shops.$inferSelect, followed?: Set<number>): ShopCard => ({
  id: row.id,
  name: row.name,
  logo: row.logo,
  banner: row.banner,
  fans: row.fans,
  favourable_rate: favourableRate(row),
  total_sales: row.totalSales,
  product_count: row.productCount,
  ...(followed ? { followed: followed.has(row.id) } : {}),
});

export const localized = (names: Record<string, string>, lang: LanguageCode) =>
  names[lang] ?? names[DEFAULT_LANGUAGE] ?? '';

export const toCategory = (row: typeof categories.$inferSelect, lang: LanguageCode): Category => ({
  id: row.id,
  slug: row.slug as CategorySlug,
  name: localized(row.names, lang),
  icon: row.icon,
});

/** A product's spec groups and SKUs as the product page (and the operator's form) read them. */
export const toSpecs = (rows: (typeof productSpecs.$inferSelect)[]) =>
  rows.map((s) => ({ name: s.name, values: s.values }));
export const toSku = (s: typeof skus.$inferSelect) => ({
  id: s.id,
  specs: s.specValues,
  price_cents: s.priceCents,
  original_price_cents: s.originalPriceCents,
  stock: s.stock,
  image: s.image,
});
