import { and, eq, inArray } from 'drizzle-orm';
import type { CartData, LanguageCode } from '@tradewind/contract';
import type { Database } from '../../db/client.js';
import { catalogueTerms } from '../../db/schema/index.js';
import { titlesIn } from '../catalogue/reader-language.js';

/**
 * The bag in the reader's language (decision 053): each line's title from the product's translation and its spec
 * values from the glossary, where written; the original otherwise. Two lookups by key, whatever the bag's size;
 * an empty bag asks nothing.
 */
export async function cartInLanguage(db: Database, cart: CartData, lang: LanguageCode): Promise<CartData> {
  const lines = [...cart.shops.flatMap((group) => group.items), ...cart.saved];
  if (lines.length === 0) return cart;
  const productIds = [...new Set(lines.map((line) => line.product_id))];
  const values = [...new Set(lines.flatMap((line) => line.specs))];
  const [title, terms] = await Promise.all([
    titlesIn(db, productIds, lang),
    values.length === 0
      ? []
      : db
          .select({ term: catalogueTerms.term, translation: catalogueTerms.translation })
          .from(catalogueTerms)
          .where(and(eq(catalogueTerms.lang, lang), inArray(catalogueTerms.term, values))),
  ]);
  if (title.size === 0 && terms.length === 0) return cart;
  const word = new Map(terms.map((row) => [row.term, row.translation]));
  const inLanguage = <L extends CartData['saved'][number] | CartData['shops'][number]['items'][number]>(
    line: L,
  ): L => ({
    ...line,
    title: title.get(line.product_id) ?? line.title,
    specs: line.specs.map((value) => word.get(value) ?? value),
  });
  return {
    ...cart,
    shops: cart.shops.map((group) => ({ ...group, items: group.items.map(inLanguage) })),
    saved: cart.saved.map(inLanguage),
  };
}
