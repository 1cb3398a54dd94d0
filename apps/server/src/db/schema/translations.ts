import { integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { products, shops } from './catalogue.js';

/**
 * The catalogue in the reader's language (decision 053): a row per text and language, beside the original on its
 * own row. A language without a row reads the original, marked with the original's language. Categories keep their
 * names per language in `categories.names`.
 */
export const productTranslations = pgTable(
  'product_translations',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    lang: text('lang').notNull(),
    title: text('title').notNull(),
    /** Empty: the original description. */
    description: text('description').notNull().default(''),
  },
  (t) => [primaryKey({ columns: [t.productId, t.lang] })],
);

/** A shop's description and city in a language; its name is a brand and stays. Empty: the original. */
export const shopTranslations = pgTable(
  'shop_translations',
  {
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    lang: text('lang').notNull(),
    description: text('description').notNull().default(''),
    city: text('city').notNull().default(''),
  },
  (t) => [primaryKey({ columns: [t.shopId, t.lang] })],
);

/**
 * Spec names and values ("Colour", "Ocean Blue") in a language: one glossary for the whole catalogue, since a
 * million products share a few hundred such words. A product page reads its terms in one lookup.
 */
export const catalogueTerms = pgTable(
  'catalogue_terms',
  {
    lang: text('lang').notNull(),
    term: text('term').notNull(),
    translation: text('translation').notNull(),
  },
  (t) => [primaryKey({ columns: [t.lang, t.term] })],
);
