import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/** What every feature of a buyer's shares: replays of money writes, notices, and stored uploads. */

const userId = () =>
  bigint('user_id', { mode: 'number' })
    .notNull()
    .references(() => users.id);
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/**
 * docs/architecture.md §3: a money write under an Idempotency-Key. The row is reserved first; the answer is written in the
 * same transaction as the write's effect, so a replay always finds the effect and its answer together.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: userId(),
    key: text('key').notNull(),
    route: text('route').notNull(),
    requestHash: text('request_hash').notNull(),
    answer: jsonb('answer'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] }), index('idempotency_keys_created_idx').on(t.createdAt)],
);

export const notifications = pgTable(
  'notifications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: userId(),
    kind: text('kind').notNull(),
    params: jsonb('params').$type<Record<string, string | number>>().notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('notifications_user_idx').on(t.userId, t.id),
    index('notifications_unread_idx')
      .on(t.userId)
      .where(sql`${t.readAt} is null`),
  ],
);

/** Every stored upload, for ownership checks and the per-user quota (docs/architecture.md §7). */
export const uploads = pgTable(
  'uploads',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: userId(),
    path: text('path').notNull().unique(),
    bytes: integer('bytes').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('uploads_user_idx').on(t.userId, t.createdAt)],
);
