import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  ErrorKey,
  LANGUAGE_CODES,
  type TranslatedTexts,
  type TranslationSaveBody,
  type Translations,
  type TranslatedKind,
} from '@tradewind/contract';
import type { Database } from '../../db/client.js';
import {
  catalogueTerms,
  products,
  productSpecs,
  productTranslations,
  shops,
  shopTranslations,
} from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';

const blank = (): TranslatedTexts => ({ title: '', description: '', city: '', terms: {} });

/** The words of a product's specs, names first, each once: what its glossary entries translate. */
async function specWords(db: Database, productId: number) {
  const rows = await db
    .select({ name: productSpecs.name, values: productSpecs.values })
    .from(productSpecs)
    .where(eq(productSpecs.productId, productId))
    .orderBy(productSpecs.sort, productSpecs.id);
  return [...new Set(rows.flatMap((row) => [row.name, ...row.values]))];
}

/** The original and every other language's texts of a product or a shop, for the console's translations panel. */
export async function translationsOf(db: Database, kind: TranslatedKind, id: number): Promise<Translations> {
  if (kind === 'shop') {
    const [shop] = await db.select().from(shops).where(eq(shops.id, id));
    if (!shop) throw new AppError(ErrorKey.NotFound);
    const rows = await db.select().from(shopTranslations).where(eq(shopTranslations.shopId, id));
    const byLang = new Map(rows.map((row) => [row.lang, row]));
    return {
      kind,
      id,
      source_lang: shop.sourceLang,
      original: { ...blank(), description: shop.description, city: shop.shipsFromCity ?? '' },
      list: LANGUAGE_CODES.filter((lang) => lang !== shop.sourceLang).map((lang) => ({
        ...blank(),
        lang,
        description: byLang.get(lang)?.description ?? '',
        city: byLang.get(lang)?.city ?? '',
      })),
    };
  }
  const [product] = await db
    .select({ title: products.title, description: products.description, sourceLang: products.sourceLang })
    .from(products)
    .where(eq(products.id, id));
  if (!product) throw new AppError(ErrorKey.NotFound);
  const [rows, words] = await Promise.all([
    db.select().from(productTranslations).where(eq(productTranslations.productId, id)),
    specWords(db, id),
  ]);
  const terms = words.length ? await db.select().from(catalogueTerms).where(inArray(catalogueTerms.term, words)) : [];
  const byLang = new Map(rows.map((row) => [row.lang, row]));
  const termsIn = (lang: string) =>
    Object.fromEntries(
      words.map((word) => [word, terms.find((t) => t.lang === lang && t.term === word)?.translation ?? '']),
    );
  return {
    kind,
    id,
    source_lang: product.sourceLang,
    original: {
      ...blank(),
      title: product.title,
      description: product.description,
      terms: Object.fromEntries(words.map((w) => [w, w])),
    },
    list: LANGUAGE_CODES.filter((lang) => lang !== product.sourceLang).map((lang) => ({
      ...blank(),
      lang,
      title: byLang.get(lang)?.title ?? '',
      description: byLang.get(lang)?.description ?? '',
      terms: termsIn(lang),
    })),
  };
}

/**
 * Writes one language's texts of a product or a shop; empty texts remove the translation, so the reader sees the
 * original again. A product's spec words go to the glossary every product shares (decision 053).
 */
export async function saveTranslation(db: Database, body: TranslationSaveBody): Promise<Translations> {
  const { kind, id, lang } = body;
  await db.transaction(async (tx) => {
    if (kind === 'shop') {
      const [shop] = await tx.select({ id: shops.id }).from(shops).where(eq(shops.id, id));
      if (!shop) throw new AppError(ErrorKey.NotFound);
      const where = and(eq(shopTranslations.shopId, id), eq(shopTranslations.lang, lang));
      if (!body.description && !body.city) await tx.delete(shopTranslations).where(where);
      else
        await tx
          .insert(shopTranslations)
          .values({ shopId: id, lang, description: body.description, city: body.city })
          .onConflictDoUpdate({
            target: [shopTranslations.shopId, shopTranslations.lang],
            set: { description: body.description, city: body.city },
          });
      return;
    }
    const [product] = await tx.select({ id: products.id }).from(products).where(eq(products.id, id));
    if (!product) throw new AppError(ErrorKey.NotFound);
    const where = and(eq(productTranslations.productId, id), eq(productTranslations.lang, lang));
    // A description without a title has nothing to stand beside: the title is what makes a translation.
    if (!body.title) await tx.delete(productTranslations).where(where);
    else
      await tx
        .insert(productTranslations)
        .values({ productId: id, lang, title: body.title, description: body.description })
        .onConflictDoUpdate({
          target: [productTranslations.productId, productTranslations.lang],
          set: { title: body.title, description: body.description },
        });
    // Only the product's own spec words: the glossary is not written through another product's page.
    const words = new Set(await specWords(tx as unknown as Database, id));
    const entries = Object.entries(body.terms).filter(([term]) => words.has(term));
    const cleared = entries.filter(([, text]) => !text).map(([term]) => term);
    const written = entries.filter(([, text]) => text);
    if (cleared.length)
      await tx.delete(catalogueTerms).where(and(eq(catalogueTerms.lang, lang), inArray(catalogueTerms.term, cleared)));
    if (written.length)
      await tx
        .insert(catalogueTerms)
        .values(written.map(([term, translation]) => ({ lang, term, translation })))
        .onConflictDoUpdate({
          target: [catalogueTerms.lang, catalogueTerms.term],
          set: { translation: sql`excluded.translation` },
        });
  });
  return translationsOf(db, kind, id);
}
