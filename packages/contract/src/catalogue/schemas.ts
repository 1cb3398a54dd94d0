import { z } from 'zod';
import { PAGE_DEFAULT_LIMIT, PAGE_MAX_LIMIT } from '../constants.js';
import { V, optionalText, positiveId, queryId, requiredText } from '../validation.js';
import { pageOf } from '../envelope.js';
import { ShippingCard, ShippingPromise } from '../shipping/promise.js';
import { CATEGORY_SLUGS, PRODUCT_SORTS } from './constants.js';

export { CATEGORY_SLUGS, PRODUCT_SORTS, type CategorySlug, type ProductSort } from './constants.js';

const cents = z.coerce
  .number({ error: V.invalid })
  .int({ error: V.invalid })
  .min(0, { error: V.invalid })
  .max(1e12, { error: V.invalid });

export const PageQuery = z.object({
  page: z.coerce
    .number({ error: V.invalid })
    .int({ error: V.invalid })
    .min(1, { error: V.invalid })
    .max(100_000, { error: V.invalid })
    .default(1),
  limit: z.coerce
    .number({ error: V.invalid })
    .int({ error: V.invalid })
    .min(1, { error: V.invalid })
    .max(PAGE_MAX_LIMIT, { error: V.invalid })
    .default(PAGE_DEFAULT_LIMIT),
});

/** GET /api/goods/list: every filter optional; prices in cents. */
export const ProductListQuery = PageQuery.extend({
  category_id: queryId.optional(),
  shop_id: queryId.optional(),
  min_price_cents: cents.optional(),
  max_price_cents: cents.optional(),
  in_stock: z.enum(['0', '1'], { error: V.invalid }).optional(),
  sort: z.enum(PRODUCT_SORTS, { error: V.invalid }).default('sales'),
});
export type ProductListQuery = z.input<typeof ProductListQuery>;

export const SearchQuery = ProductListQuery.extend({
  keyword: requiredText(100),
  sort: z.enum(['relevance', ...PRODUCT_SORTS], { error: V.invalid }).default('relevance'),
  /** '1': only the keyword's own words, not what merely resembles them ("Search instead for …"). */
  exact: z.enum(['0', '1'], { error: V.invalid }).optional(),
});
export type SearchQuery = z.input<typeof SearchQuery>;

export const SuggestQuery = z.object({ keyword: optionalText(100).default('') });
export const IdQuery = z.object({ id: queryId });
export const ShopIdBody = z.object({ shop_id: positiveId });
export const ProductIdBody = z.object({ product_id: positiveId });

export const Category = z.object({
  id: z.number().int(),
  slug: z.enum(CATEGORY_SLUGS),
  name: z.string(),
  icon: z.string(),
});
export type Category = z.infer<typeof Category>;

/**
 * The language a text is written in, sent only when it is not the reader's (decision 053): the original, shown
 * because no translation exists in theirs. The app marks the element with `lang` for screen readers.
 */
export const TextLang = z.string().optional();

export const ProductCard = z.object({
  id: z.number().int(),
  title: z.string(),
  title_lang: TextLang,
  image: z.string(),
  price_cents: z.number().int(),
  original_price_cents: z.number().int(),
  /** Units sold: the one figure every card and page shows. */
  sales: z.number().int(),
  /** The average product score of its reviews, one or two decimals; 0 while `review_count` is 0 (no rating). */
  rating: z.number(),
  review_count: z.number().int(),
  in_stock: z.boolean(),
  shop_id: z.number().int(),
  shop_name: z.string(),
  /** The shop's shipping promise in short (shipping/promise.ts). */
  shipping: ShippingCard,
  favourite: z.boolean().optional(),
});
export type ProductCard = z.infer<typeof ProductCard>;

/**
 * GET /api/goods/search: a page of cards, and `corrected` when the keyword's own words found nothing and what it
 * resembles did: the words the buyer most likely meant ("Showing results for backpack").
 */
export const SearchPage = pageOf(ProductCard).extend({ corrected: z.string().optional() });
export type SearchPage = z.infer<typeof SearchPage>;

export const ShopCard = z.object({
  id: z.number().int(),
  name: z.string(),
  logo: z.string(),
  banner: z.string(),
  fans: z.number().int(),
  /** The share of its reviews at 4 or 5 stars, in percent with one decimal (98.6); null while it has none. */
  favourable_rate: z.number().nullable(),
  total_sales: z.number().int(),
  product_count: z.number().int(),
  followed: z.boolean().optional(),
});
export type ShopCard = z.infer<typeof ShopCard>;

export const ShopInfo = ShopCard.extend({
  description: z.string(),
  description_lang: TextLang,
  created_at: z.string(),
});
export type ShopInfo = z.infer<typeof ShopInfo>;

export const ProductSpec = z.object({
  name: z.string(),
  values: z.array(z.string()),
  /** The language of the name, and of the values, when they are the original's (no translation in the reader's). */
  name_lang: TextLang,
  values_lang: TextLang,
});
export const Sku = z.object({
  id: z.number().int(),
  /** One value per spec, in the order of `specs`. */
  specs: z.array(z.string()),
  price_cents: z.number().int(),
  original_price_cents: z.number().int(),
  stock: z.number().int(),
  image: z.string().nullable(),
});
export type Sku = z.infer<typeof Sku>;

export const ProductDetail = ProductCard.extend({
  description: z.string(),
  description_lang: TextLang,
  images: z.array(z.string()),
  category: Category,
  stock: z.number().int(),
  specs: z.array(ProductSpec),
  skus: z.array(Sku),
  shop: ShopCard,
  /** The newest review photos, up to REVIEW_PHOTO_STRIP_SIZE, for the strip under the price. */
  review_photos: z.array(z.string()),
  created_at: z.string(),
  shipping: ShippingPromise,
});
export type ProductDetail = z.infer<typeof ProductDetail>;

export const Banner = z.object({
  id: z.number().int(),
  image: z.string(),
  title: z.string(),
  subtitle: z.string(),
  link: z.string(),
});
export type Banner = z.infer<typeof Banner>;

export const HomeData = z.object({
  banners: z.array(Banner),
  categories: z.array(Category),
  recommended: z.array(ProductCard),
  /** The newest products on the shelf, newest first: what the operator just added shows here. */
  new_arrivals: z.array(ProductCard),
  popular_shops: z.array(ShopCard),
});
export type HomeData = z.infer<typeof HomeData>;

export const KeywordList = z.object({ list: z.array(z.string()) });
/** GET /api/goods/suggest: completions of what is typed (`list`, as the specification names it) and categories to look in. */
export const Suggestions = KeywordList.extend({ categories: z.array(Category) });
export type Suggestions = z.infer<typeof Suggestions>;
export const FollowData = z.object({ followed: z.boolean(), fans: z.number().int() });
export const FavouriteData = z.object({ favourite: z.boolean() });
