import { bigint, bigserial, index, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { orders } from './orders.js';
import { users } from './users.js';

/**
 * Who saw an order's customs ID in full, and when (decision 041): the console shows it masked, and each "Show" is
 * one row, written in the same transaction as the ID is opened. The ID itself is never stored here nor logged.
 */
export const customsIdReveals = pgTable(
  'customs_id_reveals',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    operatorId: bigint('operator_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    revealedAt: timestamp('revealed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('customs_id_reveals_order_idx').on(t.orderId, t.revealedAt)],
);
