import { and, eq, sql } from 'drizzle-orm';
import {
  CONTENT_SLUGS,
  ErrorKey,
  LANGUAGE_CODES,
  type AdminText,
  type AdminTextRow,
  type AdminTextSaveBody,
  type ContentSlug,
  type LanguageCode,
} from '@tradewind/contract';
import type { Database } from '../../db/client.js';
import { contentPages, users } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';

/** Every page in every language, written or not, so the console can show what is missing. */
export async function listTexts(db: Database): Promise<AdminTextRow[]> {
  const rows = await db
    .select({
      slug: contentPages.slug,
      lang: contentPages.lang,
      title: contentPages.title,
      updatedAt: contentPages.updatedAt,
      updatedBy: contentPages.updatedBy,
      length: sql<number>`char_length(${contentPages.body})`.mapWith(Number),
    })
    .from(contentPages);
  const found = new Map(rows.map((row) => [`${row.slug} ${row.lang}`, row]));
  return CONTENT_SLUGS.flatMap((slug) =>
    LANGUAGE_CODES.map((lang) => {
      const row = found.get(`${slug} ${lang}`);
      return {
        slug,
        lang,
        title: row?.title ?? null,
        updated_at: row?.updatedAt.toISOString() ?? null,
        edited: row ? row.updatedBy !== null : false,
        length: row?.length ?? 0,
      };
    }),
  );
}

/** One page in one language, exactly as stored (no fallback to English: the operator edits that language). */
export async function getText(db: Database, slug: ContentSlug, lang: LanguageCode): Promise<AdminText> {
  const [row] = await db
    .select({ page: contentPages, editedBy: users.account })
    .from(contentPages)
    .leftJoin(users, eq(users.id, contentPages.updatedBy))
    .where(and(eq(contentPages.slug, slug), eq(contentPages.lang, lang)));
  if (!row) throw new AppError(ErrorKey.NotFound);
  const { page, editedBy } = row;
  return {
    slug: page.slug,
    lang: page.lang as LanguageCode,
    title: page.title,
    body: page.body,
    updated_at: page.updatedAt.toISOString(),
    edited: page.updatedBy !== null,
    edited_by: editedBy,
  };
}

/** Writes one language's page, creating it when that language had none; the seed never overwrites it again. */
export async function saveText(db: Database, operatorId: number, body: AdminTextSaveBody) {
  const values = { title: body.title, body: body.body, updatedAt: new Date(), updatedBy: operatorId };
  await db
    .insert(contentPages)
    .values({ slug: body.slug, lang: body.lang, ...values })
    .onConflictDoUpdate({ target: [contentPages.slug, contentPages.lang], set: values });
  return getText(db, body.slug, body.lang);
}
