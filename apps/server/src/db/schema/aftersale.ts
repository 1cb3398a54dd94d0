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
import { orderLines, orders } from './orders.js';
import { products } from './catalogue.js';

const userId = () =>
  bigint('user_id', { mode: 'number' })
    .notNull()
    .references(() => users.id);

/** docs/architecture.md §5: one after-sale record per order. States: 0 applying, 1 in progress, 2 refunded, 3 refused. */
export const refunds = pgTable(
  'refunds',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id),
    userId: userId(),
    type: text('type', { enum: ['refund_only', 'return_refund'] }).notNull(),
    goodsStatus: text('goods_status', { enum: ['received', 'not_received'] }).notNull(),
    productIds: integer('product_ids').array().notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    maxCents: bigint('max_cents', { mode: 'number' }).notNull(),
    reason: text('reason').notNull(),
    explanation: text('explanation').notNull(),
    proofs: text('proofs').array().notNull(),
    status: smallint('status').notNull().default(0),
    refuseReason: text('refuse_reason'),
    returnCarrier: text('return_carrier'),
    returnTrackingNo: text('return_tracking_no'),
    decidedBy: bigint('decided_by', { mode: 'number' }).references(() => users.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('refunds_order_idx').on(t.orderId), index('refunds_status_idx').on(t.status, t.id)],
);

/** One review per product of an order, by the buyer of a received order. */
export const reviews = pgTable(
  'reviews',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id),
    orderLineId: bigint('order_line_id', { mode: 'number' })
      .notNull()
      .references(() => orderLines.id),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    userId: userId(),
    productScore: smallint('product_score').notNull(),
    serviceScore: smallint('service_score').notNull(),
    postageScore: smallint('postage_score').notNull(),
    content: text('content').notNull(),
    pictures: text('pictures').array().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('reviews_order_product_idx').on(t.orderId, t.productId),
    index('reviews_product_idx').on(t.productId, t.id),
  ],
);
