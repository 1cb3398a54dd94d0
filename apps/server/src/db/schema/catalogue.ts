import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { users } from './users.js';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** Names in the ten languages: `{ en: 'Computer', fr: 'Informatique', … }`. */
export const categories = pgTable('categories', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  names: jsonb('names').$type<Record<string, string>>().notNull(),
  icon: text('icon').notNull(),
  sort: integer('sort').notNull().default(0),
});

export const shops = pgTable(
  'shops',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    /** The language its description and city are written in (decision 053); translations sit in shop_translations. */
    sourceLang: text('source_lang').notNull().default('en'),
    logo: text('logo').notNull(),
    banner: text('banner').notNull(),
    /** Kept by follow/unfollow in the same statement as the follow row. */
    fans: integer('fans').notNull().default(0),
    /**
     * The reviews of its products, and how many of them gave 4 or 5 stars: the favourable rate is the share, and
     * there is none while the shop has no review. Kept by each review's insert, in its transaction.
     */
    reviewCount: integer('review_count').notNull().default(0),
    goodReviewCount: integer('good_review_count').notNull().default(0),
    totalSales: bigint('total_sales', { mode: 'number' }).notNull().default(0),
    productCount: integer('product_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The delivery promise (decision 021): where parcels leave from (an ISO country code and a city)… */
    shipsFrom: text('ships_from'),
    shipsFromCity: text('ships_from_city'),
    /** …days from payment to the carrier, the carrier's shortest and longest transit, and days to return. */
    handlingDays: smallint('handling_days').notNull().default(2),
    transitMinDays: smallint('transit_min_days').notNull().default(7),
    transitMaxDays: smallint('transit_max_days').notNull().default(14),
    returnDays: smallint('return_days').notNull().default(15),
    /** Buyer protection (decision 045): days from delivery until the order is received automatically. */
    protectionDays: smallint('protection_days').notNull().default(15),
  },
  (t) => [index('shops_total_sales_idx').on(t.totalSales)],
);

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    title: text('title').notNull(),
    description: text('description').notNull(),
    /** The language its title, description and specs are written in (decision 053); see product_translations. */
    sourceLang: text('source_lang').notNull().default('en'),
    images: text('images').array().notNull(),
    /** The lowest SKU price, kept with the SKUs, so lists sort and filter on one column. */
    priceCents: bigint('price_cents', { mode: 'number' }).notNull(),
    originalPriceCents: bigint('original_price_cents', { mode: 'number' }).notNull(),
    stock: integer('stock').notNull().default(0),
    sales: integer('sales').notNull().default(0),
    /** The average product score of its reviews in hundredths (472 = 4.72); 0 while it has no review. */
    ratingHundredths: integer('rating_hundredths').notNull().default(0),
    /** Its reviews and the sum of their product scores, kept with the average by each review's insert. */
    reviewCount: integer('review_count').notNull().default(0),
    reviewScoreTotal: integer('review_score_total').notNull().default(0),
    onShelf: boolean('on_shelf').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The words a search matches, title first: written by a trigger when the title or the description is
     * (db/functions/tw_product_search.sql), not a generated column, which PostgreSQL works out again on every
     * update: a checkout's stock update stays a HOT update that touches no index (decision 043).
     */
    search: tsvector('search'),
  },
  // Lists show only what is on the shelf: partial indexes match every list query and let its count run index-only.
  (t) => [
    index('products_category_sales_idx')
      .on(t.categoryId, t.sales, t.id)
      .where(sql`on_shelf`),
    index('products_shop_sales_idx')
      .on(t.shopId, t.sales, t.id)
      .where(sql`on_shelf`),
    index('products_sales_idx')
      .on(t.sales, t.id)
      .where(sql`on_shelf`),
    index('products_price_idx')
      .on(t.priceCents, t.id)
      .where(sql`on_shelf`),
    index('products_created_idx')
      .on(t.createdAt, t.id)
      .where(sql`on_shelf`),
    index('products_rating_idx')
      .on(t.ratingHundredths, t.id)
      .where(sql`on_shelf`),
    index('products_search_idx').using('gin', t.search),
    index('products_title_trgm_idx').using('gin', sql`${t.title} gin_trgm_ops`),
  ],
);

/**
 * The distinct words of the products' titles, in lower case: the dictionary a mistyped search word is corrected
 * against (modules/catalogue/search-correction.ts), a few thousand rows where the trigram index over every title held
 * millions. Written by triggers when products are inserted or renamed (db/functions/tw_search_words.sql); a word
 * whose last product was renamed stays, and only ever corrects to a word that finds nothing.
 */
export const searchWords = pgTable('search_words', { word: text('word').primaryKey() }, (t) => [
  index('search_words_trgm_idx').using('gist', sql`${t.word} gist_trgm_ops`),
]);

export const productSpecs = pgTable(
  'product_specs',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    values: text('values').array().notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('product_specs_product_idx').on(t.productId)],
);

export const skus = pgTable(
  'skus',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    specValues: text('spec_values').array().notNull(),
    priceCents: bigint('price_cents', { mode: 'number' }).notNull(),
    originalPriceCents: bigint('original_price_cents', { mode: 'number' }).notNull(),
    stock: integer('stock').notNull(),
    sales: integer('sales').notNull().default(0),
    image: text('image'),
  },
  (t) => [index('skus_product_idx').on(t.productId)],
);

export const banners = pgTable('banners', {
  id: serial('id').primaryKey(),
  image: text('image').notNull(),
  titles: jsonb('titles').$type<Record<string, string>>().notNull(),
  subtitles: jsonb('subtitles').$type<Record<string, string>>().notNull(),
  link: text('link').notNull(),
  sort: integer('sort').notNull().default(0),
});

const userRef = () =>
  bigint('user_id', { mode: 'number' })
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

export const shopFollows = pgTable(
  'shop_follows',
  {
    userId: userRef(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.shopId] }),
    index('shop_follows_user_created_idx').on(t.userId, t.createdAt),
  ],
);

export const productFavourites = pgTable(
  'product_favourites',
  {
    userId: userRef(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.productId] }),
    index('product_favourites_user_created_idx').on(t.userId, t.createdAt),
  ],
);

export const recentlyViewed = pgTable(
  'recently_viewed',
  {
    userId: userRef(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    viewedAt: timestamp('viewed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.productId] }),
    index('recently_viewed_user_viewed_idx').on(t.userId, t.viewedAt),
  ],
);

/**
 * Who searched for what: one row per buyer and normalised term, the last time. The hot searches count people, not
 * requests, so one buyer repeating a search (or a typo) cannot push it up (decision 019).
 */
export const searchTermBuyers = pgTable(
  'search_term_buyers',
  {
    term: text('term').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lastAt: timestamp('last_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.term, t.userId] }), index('search_term_buyers_last_at_idx').on(t.lastAt)],
);
