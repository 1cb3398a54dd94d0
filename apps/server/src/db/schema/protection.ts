import { bigint, index, integer, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { orders } from './orders.js';
import { users } from './users.js';

/** Buyer protection and late-delivery credits (decision 045): what an order's protection adds to it. */
const money = (name: string) => bigint(name, { mode: 'number' });
const userId = () =>
  bigint('user_id', { mode: 'number' })
    .notNull()
    .references(() => users.id);
const at = (name: string) => timestamp(name, { withTimezone: true });
const createdAt = () => at('created_at').notNull().defaultNow();

/** Buyer protection extended, once per order (decision 045): the buyer's reason, which the shop reads. */
export const protectionExtensions = pgTable('protection_extensions', {
  orderId: bigint('order_id', { mode: 'number' })
    .primaryKey()
    .references(() => orders.id),
  userId: userId(),
  days: smallint('days').notNull(),
  reason: text('reason').notNull(),
  createdAt: createdAt(),
});

/** A late order's credit, once per order (the key), beside its ledger row (`reference`). */
export const lateCredits = pgTable(
  'late_credits',
  {
    orderId: bigint('order_id', { mode: 'number' })
      .primaryKey()
      .references(() => orders.id),
    userId: userId(),
    amountCents: money('amount_cents').notNull(),
    reference: text('reference').notNull().unique(),
    createdAt: createdAt(),
  },
  (t) => [index('late_credits_created_idx').on(t.createdAt)],
);

/** The operator's protection rules: one row (defaults in modules/protection/settings.ts until saved). */
export const protectionSettings = pgTable('protection_settings', {
  id: integer('id').primaryKey().default(1),
  extensionDays: smallint('extension_days').notNull(),
  lateRateBps: integer('late_rate_bps').notNull(),
  lateMinCents: money('late_min_cents').notNull(),
  lateMaxCents: money('late_max_cents').notNull(),
  updatedBy: bigint('updated_by', { mode: 'number' }).references(() => users.id),
  updatedAt: at('updated_at').notNull().defaultNow(),
});
