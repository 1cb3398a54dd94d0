import { z } from 'zod';
import { LanguageCodeSchema } from '../language-schema.js';
import { V, requiredText } from '../validation.js';

/** Help & support and law & policy texts, per language (docs/architecture.md §8); the buyer's app reads them as Markdown. */
export const AdminContentApi = {
  texts: '/api/admin/texts',
  text: '/api/admin/text',
  textSave: '/api/admin/text_save',
} as const;

export const CONTENT_SLUGS = ['help', 'law'] as const;
export type ContentSlug = (typeof CONTENT_SLUGS)[number];
export const MAX_CONTENT_TITLE = 120;
/** Characters of Markdown: the longest shipped text is about a quarter of this. */
export const MAX_CONTENT_BODY = 20_000;

const slug = z.enum(CONTENT_SLUGS, { error: V.invalid });
export const AdminTextQuery = z.object({ slug, lang: LanguageCodeSchema });
export const AdminTextSaveBody = z.object({
  slug,
  lang: LanguageCodeSchema,
  title: requiredText(MAX_CONTENT_TITLE),
  body: requiredText(MAX_CONTENT_BODY, { multiline: true }),
});
export type AdminTextSaveBody = z.infer<typeof AdminTextSaveBody>;

/** One page in one language; `title` and `updated_at` are null when it is not written in that language yet. */
export const AdminTextRow = z.object({
  slug,
  lang: LanguageCodeSchema,
  title: z.string().nullable(),
  updated_at: z.string().nullable(),
  /** An operator has saved it; the shipped text is never written over it again. */
  edited: z.boolean(),
  length: z.number().int(),
});
export type AdminTextRow = z.infer<typeof AdminTextRow>;
export const AdminTextsData = z.object({ list: z.array(AdminTextRow) });

export const AdminText = z.object({
  slug,
  lang: LanguageCodeSchema,
  title: z.string(),
  body: z.string(),
  updated_at: z.string(),
  edited: z.boolean(),
  /** The operator who saved it last; null for the shipped text. */
  edited_by: z.string().nullable(),
});
export type AdminText = z.infer<typeof AdminText>;
