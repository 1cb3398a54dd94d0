import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    account: text('account').notNull(),
    email: text('email').notNull(),
    mobile: text('mobile').notNull(),
    familyName: text('family_name').notNull(),
    givenName: text('given_name').notNull(),
    passwordHash: text('password_hash').notNull(),
    payPasswordHash: text('pay_password_hash'),
    /** Payment-code tries in the current round; claimed before comparing (docs/architecture.md §4). */
    payAttempts: integer('pay_attempts').notNull().default(0),
    payLockedUntil: timestamp('pay_locked_until', { withTimezone: true }),
    role: text('role', { enum: ['buyer', 'operator', 'staff'] })
      .notNull()
      .default('buyer'),
    lang: text('lang').notNull().default('en'),
    /** The display currency the buyer chose (decision 039); null follows their language (CURRENCY_OF_LANGUAGE). */
    currency: text('currency'),
    balanceCents: bigint('balance_cents', { mode: 'number' }).notNull().default(0),
    /**
     * Counts the balance's changes (`tw_move_balance`): a process's memory takes a balance from a notice, or from a
     * payment it made, only when it is newer than the one it holds (decision 034).
     */
    balanceVersion: bigint('balance_version', { mode: 'number' }).notNull().default(0),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    /** The operator's reason, kept with the account while it is disabled. */
    disabledReason: text('disabled_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_account_lower_idx').on(sql`lower(${t.account})`),
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
    index('users_role_idx').on(t.role),
  ],
);

export type UserRow = typeof users.$inferSelect;
