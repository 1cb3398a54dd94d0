import {
  bigint,
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { users } from './users.js';
import { products } from './catalogue.js';
import { notifications } from './platform.js';

/** Notices that leave the app: a buyer's choices, their devices' push subscriptions, and the queues (decision 055). */

const userId = () =>
  bigint('user_id', { mode: 'number' })
    .notNull()
    .references(() => users.id);
const at = (name: string) => timestamp(name, { withTimezone: true });

/** A buyer's choices per group and channel, over DEFAULT_NOTICE_PREFERENCES; no row: the defaults. */
export const noticePreferences = pgTable('notice_preferences', {
  userId: userId().primaryKey(),
  choices: jsonb('choices').$type<Record<string, Record<string, boolean>>>().notNull(),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

/** One browser's push subscription; the endpoint's host is one of the allowed push services. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: userId(),
    endpoint: text('endpoint').notNull().unique(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('push_subscriptions_user_idx').on(t.userId)],
);

/**
 * Notices still to be sent beyond the app: `notify()` adds one row in the change's own transaction, the job loop
 * takes it, reads the buyer's choices and devices, and queues a push per device and a mail.
 */
export const noticeOutbox = pgTable('notice_outbox', {
  notificationId: bigint('notification_id', { mode: 'number' })
    .primaryKey()
    .references(() => notifications.id, { onDelete: 'cascade' }),
});

/** One push to one device; deleted once the push service took it, retried with backoff until then. */
export const pushDeliveries = pgTable(
  'push_deliveries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    subscriptionId: bigint('subscription_id', { mode: 'number' })
      .notNull()
      .references(() => pushSubscriptions.id, { onDelete: 'cascade' }),
    notificationId: bigint('notification_id', { mode: 'number' })
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    attempts: integer('attempts').notNull().default(0),
    nextAt: at('next_at').notNull().defaultNow(),
    error: text('error'),
  },
  (t) => [index('push_deliveries_due_idx').on(t.nextAt)],
);

/**
 * What a buyer watches for a lower price or a restock: a favourite, a saved-for-later or a bag line. Made at the first
 * price edit after the buyer saved the product, with the price before that edit, which is the price they saw: only an
 * operator's edit changes a price.
 */
export const priceWatches = pgTable(
  'price_watches',
  {
    userId: userId(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    savedCents: bigint('saved_cents', { mode: 'number' }).notNull(),
    /** The price of the last price-drop notice: the next one needs a further drop below it. */
    alertedCents: bigint('alerted_cents', { mode: 'number' }),
    alertedAt: at('alerted_at'),
  },
  (t) => [primaryKey({ columns: [t.userId, t.productId] }), index('price_watches_product_idx').on(t.productId)],
);

/** The operator's rule for price alerts: one row (until saved, PRICE_DROP_PERCENT from the configuration). */
export const noticeSettings = pgTable('notice_settings', {
  id: integer('id').primaryKey().default(1),
  priceDropPercent: smallint('price_drop_percent').notNull(),
  updatedBy: bigint('updated_by', { mode: 'number' }).references(() => users.id),
  updatedAt: at('updated_at').notNull().defaultNow(),
});
