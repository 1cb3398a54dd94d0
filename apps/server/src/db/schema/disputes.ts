import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './users.js';
import { orders } from './orders.js';
import { shops } from './catalogue.js';
import { refunds } from './aftersale.js';

const money = (name: string) => bigint(name, { mode: 'number' });
const by = (name: string) => bigint(name, { mode: 'number' }).references(() => users.id);

/**
 * A refused refund the buyer took to the platform (decision 044), one per order. States: 0 awaiting the shop's answer
 * until `due_at`, 1 with the platform until `due_at`, 2 refunded, 3 rejected. What each side said is in
 * `dispute_events`, never here.
 */
export const disputes = pgTable(
  'disputes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id),
    refundId: bigint('refund_id', { mode: 'number' })
      .notNull()
      .references(() => refunds.id),
    userId: by('user_id').notNull(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id),
    want: text('want', { enum: ['full_refund', 'part_refund', 'return'] }).notNull(),
    wantCents: money('want_cents'),
    paidCents: money('paid_cents').notNull(),
    status: smallint('status').notNull().default(0),
    dueAt: timestamp('due_at', { withTimezone: true }),
    decision: text('decision', { enum: ['full_refund', 'part_refund', 'reject'] }),
    decidedCents: money('decided_cents'),
    decisionReason: text('decision_reason'),
    decidedBy: by('decided_by'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('disputes_order_idx').on(t.orderId),
    index('disputes_queue_idx').on(t.status, t.createdAt),
    index('disputes_shop_idx').on(t.shopId, t.status),
    index('disputes_due_idx')
      .on(t.dueAt)
      .where(sql`${t.status} = 0`),
  ],
);

/** A case's timeline: one row per step, written once, read by both sides. */
export const disputeEvents = pgTable(
  'dispute_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    disputeId: bigint('dispute_id', { mode: 'number' })
      .notNull()
      .references(() => disputes.id),
    kind: text('kind', { enum: ['opened', 'shop_answered', 'deadline_passed', 'decided'] }).notNull(),
    actor: text('actor', { enum: ['buyer', 'shop', 'platform', 'system'] }).notNull(),
    actorId: by('actor_id'),
    text: text('text'),
    pictures: text('pictures')
      .array()
      .notNull()
      .default(sql`'{}'`),
    decision: text('decision', { enum: ['full_refund', 'part_refund', 'reject'] }),
    amountCents: money('amount_cents'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('dispute_events_case_idx').on(t.disputeId, t.id)],
);

/** The operator's days for cases: one row (DEFAULT_DISPUTE_SETTINGS until saved). */
export const disputeSettings = pgTable('dispute_settings', {
  id: integer('id').primaryKey().default(1),
  escalateDays: integer('escalate_days').notNull(),
  answerDays: integer('answer_days').notNull(),
  decideDays: integer('decide_days').notNull(),
  updatedBy: by('updated_by'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
