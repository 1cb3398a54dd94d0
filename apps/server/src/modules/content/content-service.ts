import fs from 'node:fs';
import path from 'node:path';
import { and, eq, inArray } from 'drizzle-orm';
import { DEFAULT_LANGUAGE, LANGUAGE_CODES, type LanguageCode } from '@tradewind/contract';
import type { Database } from '../../db/client.js';
import { contentPages } from '../../db/schema/index.js';
import { serverSource } from '../../lib/paths.js';

export type ContentSlug = 'help' | 'law';
const SLUGS: ContentSlug[] = ['help', 'law'];
const textsDir = serverSource('modules/content/texts');

/** A Markdown file's first `# ` line is the page title; the rest is the body. */
export function splitTitle(markdown: string) {
  const [first, ...rest] = markdown.replace(/^\uFEFF/, '').split('\n');
  const title = first!.replace(/^#\s+/, '').trim();
  return { title, body: rest.join('\n').trim() };
}

/** Seeds the texts shipped in texts/<lang>/<slug>.md; pages an operator has already written are left alone. */
export async function seedContent(db: Database) {
  const rows = LANGUAGE_CODES.flatMap((lang) =>
    SLUGS.flatMap((slug) => {
      const file = path.join(textsDir, lang, `${slug}.md`);
      return fs.existsSync(file) ? [{ slug, lang, ...splitTitle(fs.readFileSync(file, 'utf8')) }] : [];
    }),
  );
  if (rows.length) await db.insert(contentPages).values(rows).onConflictDoNothing();
  return rows.length;
}

/** The page in the caller's language, else in English. */
export async function getContent(db: Database, slug: ContentSlug, lang: LanguageCode) {
  const pages = await db
    .select()
    .from(contentPages)
    .where(and(eq(contentPages.slug, slug), inArray(contentPages.lang, [lang, DEFAULT_LANGUAGE])));
  const page = pages.find((p) => p.lang === lang) ?? pages.find((p) => p.lang === DEFAULT_LANGUAGE);
  return page && { title: page.title, content: page.body, lang: page.lang as LanguageCode };
}
