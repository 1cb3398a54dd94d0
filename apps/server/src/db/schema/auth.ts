import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/** Sessions: the token is never stored, only its SHA-256 (docs/architecture.md §3). */
export const sessions = pgTable(
  'sessions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** The browser's user agent when it signed in, for the buyer's list of sessions (cut to 300 characters). */
    userAgent: text('user_agent'),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
);

/** Fixed-window counters shared by every process (login, reset codes). */
export const rateLimits = pgTable(
  'rate_limits',
  {
    bucket: text('bucket').notNull(),
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    hits: integer('hits').notNull(),
  },
  (t) => [primaryKey({ columns: [t.bucket, t.key] })],
);

export const passwordResetCodes = pgTable(
  'password_reset_codes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    guesses: integer('guesses').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('password_reset_codes_user_idx').on(t.userId, t.createdAt)],
);

export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    error: text('error'),
    /** A queued mail (notices, security events): HTML beside the text, sent by the job loop; null for a mail sent at once. */
    html: text('html'),
    queuedAt: timestamp('queued_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    /** A sender holds a queued mail until then; another process may take it after. */
    nextAt: timestamp('next_at', { withTimezone: true }),
  },
  (t) => [
    index('mail_outbox_queued_idx')
      .on(t.nextAt)
      .where(sql`${t.sentAt} is null and ${t.queuedAt} is not null`),
  ],
);
