import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { products, shops } from './catalogue.js';
import { orders } from './orders.js';
import { users } from './users.js';

const at = (name: string) => timestamp(name, { withTimezone: true });
const userRef = (name: string) => bigint(name, { mode: 'number' }).references(() => users.id);

/**
 * A buyer's question on a product page and the shop's answer (decision 047). Answered: public; waiting: its asker's
 * only. `shop_id` is the product's, kept so the console narrows a shop's staff without a join.
 */
export const productQuestions = pgTable(
  'product_questions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id),
    userId: userRef('user_id').notNull(),
    question: text('question').notNull(),
    answer: text('answer'),
    answeredBy: userRef('answered_by'),
    answeredAt: at('answered_at'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    // The product page: answered, newest answered first.
    index('product_questions_answered_idx')
      .on(t.productId, t.answeredAt.desc(), t.id.desc())
      .where(sql`${t.answeredAt} is not null`),
    index('product_questions_asker_idx').on(t.userId, t.productId),
    // The console: a shop's waiting questions, oldest first.
    index('product_questions_shop_idx').on(t.shopId, t.answeredAt, t.id),
  ],
);

/**
 * One order's conversation between its buyer and its shop: who they are, and how far each side has read. Written
 * with the first message; `shop_id` and `buyer_id` are the order's, kept to list and narrow without a join.
 */
export const orderConversations = pgTable(
  'order_conversations',
  {
    orderId: bigint('order_id', { mode: 'number' })
      .primaryKey()
      .references(() => orders.id),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id),
    buyerId: userRef('buyer_id').notNull(),
    /** Every message up to this id has been read by that side. */
    buyerReadId: bigint('buyer_read_id', { mode: 'number' }).notNull().default(0),
    shopReadId: bigint('shop_read_id', { mode: 'number' }).notNull().default(0),
    lastMessageId: bigint('last_message_id', { mode: 'number' }).notNull().default(0),
    lastMessageAt: at('last_message_at').notNull().defaultNow(),
  },
  (t) => [
    index('order_conversations_buyer_idx').on(t.buyerId, t.lastMessageAt),
    index('order_conversations_shop_idx').on(t.shopId, t.lastMessageAt),
    index('order_conversations_recent_idx').on(t.lastMessageAt),
  ],
);

/** A message in an order's conversation: plain text and pictures, never edited; the platform may hide one. */
export const orderMessages = pgTable(
  'order_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id),
    sender: text('sender', { enum: ['buyer', 'shop'] }).notNull(),
    /** The buyer, or the operator or staff member who wrote for the shop. */
    authorId: userRef('author_id').notNull(),
    body: text('body').notNull(),
    pictures: text('pictures').array().notNull(),
    hiddenAt: at('hidden_at'),
    hiddenReason: text('hidden_reason'),
    hiddenBy: userRef('hidden_by'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('order_messages_order_idx').on(t.orderId, t.id)],
);
