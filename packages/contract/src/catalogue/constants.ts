/**
 * The catalogue's codes without zod: the buyer's catalogue screens import them through
 * '@tradewind/contract/catalogue', so browsing never downloads the validation library.
 */

/** docs/product.md §3: the ten categories, by slug; their names in the ten languages live in the database. */
export const CATEGORY_SLUGS = [
  'computer',
  'electrical',
  'outdoors',
  'family',
  'health',
  'menswear',
  'womenswear',
  'food',
  'phone',
  'toys',
] as const;
export type CategorySlug = (typeof CATEGORY_SLUGS)[number];

export const PRODUCT_SORTS = ['sales', 'price_asc', 'price_desc', 'newest', 'rating'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

/** Products per page of the app's product lists; the server writes the first page of a list into the HTML. */
export const PRODUCT_PAGE_SIZE = 20;
/** The order a list has when the buyer chose none: best sellers first. */
export const DEFAULT_PRODUCT_SORT: ProductSort = 'sales';
/** Results per page of a search; the server writes the first page of a plain search into the HTML. */
export const SEARCH_PAGE_SIZE = 20;
/** Best sellers per page of the ranking (/popular). */
export const POPULAR_PAGE_SIZE = 20;
/** Products per page of a shop's own page (/shop/:id). */
export const SHOP_PAGE_SIZE = 10;

/** A review of this many stars or more is a good one: a shop's favourable rate is the share of good reviews. */
export const GOOD_REVIEW_MIN_SCORE = 4;
/** How many review photos the product page shows under its price. */
export const REVIEW_PHOTO_STRIP_SIZE = 8;

type SkuLike = { stock: number; specs: readonly string[]; image: string | null };

/**
 * The SKU a product page opens on: the first in stock with a value for every spec, so a price and a stock show at
 * once; none when every SKU is sold out.
 */
export function openingSku<T extends SkuLike>(skus: readonly T[], specCount: number): T | undefined {
  return skus.find((sku) => sku.stock > 0 && sku.specs.length === specCount);
}

/** The picture a product page opens on (its LCP element): the opening SKU's own, else the product's first. */
export function openingPicture(product: {
  images: readonly string[];
  specs: readonly unknown[];
  skus: readonly SkuLike[];
}): string | undefined {
  return openingSku(product.skus, product.specs.length)?.image ?? product.images[0];
}
