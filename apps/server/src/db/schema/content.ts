import { pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/** Help & support and law & policy, Markdown per language; operators edit them later. */
export const contentPages = pgTable(
  'content_pages',
  {
    slug: text('slug', { enum: ['help', 'law'] }).notNull(),
    lang: text('lang').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.slug, t.lang] })],
);
