import { bigint, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/** Help & support and law & policy, Markdown per language; operators edit them later. */
export const contentPages = pgTable(
  'content_pages',
  {
    slug: text('slug', { enum: ['help', 'law'] }).notNull(),
    lang: text('lang').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** The operator who saved it last; null while it is the shipped text. */
    updatedBy: bigint('updated_by', { mode: 'number' }).references(() => users.id),
  },
  (t) => [primaryKey({ columns: [t.slug, t.lang] })],
);
