import { z } from 'zod';
import { LANGUAGE_CODES } from '../languages.js';
import { optionalText, positiveId, queryId } from '../validation.js';

/**
 * The catalogue in the reader's language (decision 053): the operator writes a product's or a shop's texts in any
 * language beside the original. A text left empty falls back to the original, marked with its language.
 */
export const AdminTranslationsApi = {
  translations: '/api/admin/translations',
  translationSave: '/api/admin/translation_save',
} as const;

export const TRANSLATED_KINDS = ['product', 'shop'] as const;
export type TranslatedKind = (typeof TRANSLATED_KINDS)[number];

export const TranslationsQuery = z.object({ kind: z.enum(TRANSLATED_KINDS), id: queryId });

/** A product's texts, or a shop's: `title` is a product's, `city` a shop's (where parcels leave from). */
export const TranslatedTexts = z.object({
  title: z.string(),
  description: z.string(),
  city: z.string(),
  /** Spec names and values ("Colour", "Ocean Blue") → their translation: one glossary for every product. */
  terms: z.record(z.string(), z.string()),
});
export type TranslatedTexts = z.infer<typeof TranslatedTexts>;

export const Translations = z.object({
  kind: z.enum(TRANSLATED_KINDS),
  id: z.number().int(),
  /** The language the original is written in. */
  source_lang: z.string(),
  original: TranslatedTexts,
  /** Every language but the original's, with what it has so far (empty strings where nothing is written). */
  list: z.array(TranslatedTexts.extend({ lang: z.enum(LANGUAGE_CODES) })),
});
export type Translations = z.infer<typeof Translations>;

export const TranslationSaveBody = z.object({
  kind: z.enum(TRANSLATED_KINDS),
  id: positiveId,
  lang: z.enum(LANGUAGE_CODES),
  title: optionalText(120).default(''),
  description: optionalText(5000, { multiline: true }).default(''),
  city: optionalText(60).default(''),
  terms: z.record(z.string().max(60), optionalText(60)).default({}),
});
export type TranslationSaveBody = z.infer<typeof TranslationSaveBody>;
