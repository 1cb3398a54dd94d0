/**
 * The catalogue's codes without zod: the buyer's catalogue screens import them through
 * '@tradewind/contract/catalogue', so browsing never downloads the validation library.
 */

/** SPEC §3: the ten categories, by slug; their names in the ten languages live in the database. */
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
