import { and, eq, inArray, sql } from 'drizzle-orm';
import type { LanguageCode, ProductCard } from '@tradewind/contract';
import type { Database } from '../../db/client.js';
import { catalogueTerms, productSpecs, productTranslations, shopTranslations } from '../../db/schema/index.js';

/**
 * The catalogue in the reader's language (decision 053). A card carries the language its title is written in
 * (`title_lang`, the product's `source_lang`); these put the reader's translations over it and keep the mark only
 * where the original stays. A page whose titles are all in the reader's language costs nothing (an English reader
 * of the English demo); any other costs one lookup by the translations' key, whatever the page's size.
 */
export async function cardsInLanguage<T extends ProductCard>(db: Database, list: T[], lang: LanguageCode) {
  const foreign = list.filter((card) => card.title_lang !== lang).map((card) => card.id);
  const titles = await titlesIn(db, foreign, lang);
  return list.map((card) => inLanguage(card, titles.get(card.id), lang));
}

/** The titles written in `lang` of these products, by id: one lookup by the translations' key, none for no ids. */
export async function titlesIn(db: Database, productIds: number[], lang: LanguageCode): Promise<Map<number, string>> {
  if (productIds.length === 0) return new Map();
  const rows = await db
    .select({ id: productTranslations.productId, title: productTranslations.title })
    .from(productTranslations)
    .where(and(eq(productTranslations.lang, lang), inArray(productTranslations.productId, productIds)));
  return new Map(rows.map((row) => [row.id, row.title]));
}

/** A card with its title in the reader's language, or the original marked with its own. */
function inLanguage<T extends ProductCard>(card: T, title: string | undefined, lang: LanguageCode): T {
  const { title_lang: source, ...rest } = card;
  if (source === lang || source === undefined) return rest as T;
  return (title ? { ...rest, title } : { ...rest, title_lang: source }) as T;
}

export const pageInLanguage = async <P extends { list: ProductCard[] }>(db: Database, page: P, lang: LanguageCode) => ({
  ...page,
  list: await cardsInLanguage(db, page.list, lang),
});

/** A product's title and description in `lang`, if written. */
export const productTexts = async (db: Database, productId: number, lang: LanguageCode) =>
  (
    await db
      .select({ title: productTranslations.title, description: productTranslations.description })
      .from(productTranslations)
      .where(and(eq(productTranslations.productId, productId), eq(productTranslations.lang, lang)))
  )[0];

/** A shop's description and city in `lang`, if written. */
export const shopTexts = async (db: Database, shopId: number, lang: LanguageCode) =>
  (
    await db
      .select({ description: shopTranslations.description, city: shopTranslations.city })
      .from(shopTranslations)
      .where(and(eq(shopTranslations.shopId, shopId), eq(shopTranslations.lang, lang)))
  )[0];

/** The glossary's words for a product's spec names and values in `lang`: one lookup by the glossary's key. */
export async function termsOfProduct(db: Database, productId: number, lang: LanguageCode) {
  const words = sql`(SELECT ${productSpecs.name} FROM ${productSpecs} WHERE ${productSpecs.productId} = ${productId}
    UNION SELECT unnest(${productSpecs.values}) FROM ${productSpecs} WHERE ${productSpecs.productId} = ${productId})`;
  const rows = await db
    .select({ term: catalogueTerms.term, translation: catalogueTerms.translation })
    .from(catalogueTerms)
    .where(and(eq(catalogueTerms.lang, lang), sql`${catalogueTerms.term} IN ${words}`));
  return new Map(rows.map((row) => [row.term, row.translation]));
}

/** Spec groups and SKU values in the glossary's words; a group keeps the original's language where one is missing. */
export function specsInLanguage(
  specs: { name: string; values: string[] }[],
  terms: Map<string, string>,
  source: string,
) {
  const word = (text: string) => terms.get(text) ?? text;
  // "128 GB", "XL" and "42" read the same everywhere: only words of three letters or more ask for a translation.
  const missing = (text: string) => !terms.has(text) && /\p{L}{3,}/u.test(text);
  return {
    specs: specs.map((group) => ({
      name: word(group.name),
      values: group.values.map(word),
      ...(missing(group.name) ? { name_lang: source } : {}),
      ...(group.values.some(missing) ? { values_lang: source } : {}),
    })),
    word,
  };
}
