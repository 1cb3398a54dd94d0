import { integer, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';
import { DESTINATION_ZONES } from '@tradewind/contract';
import { shops } from './catalogue.js';

/**
 * A shop's carrier transit per destination zone it ships to (decision 042), operator data: a zone without a row is
 * one the shop does not ship to; a shop without any row keeps its single transit (`shops.transit_*`) everywhere.
 * Handling stays the shop's (`shops.handling_days`).
 */
export const shopTransit = pgTable(
  'shop_transit',
  {
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    zone: text('zone', { enum: DESTINATION_ZONES }).notNull(),
    minDays: smallint('min_days').notNull(),
    maxDays: smallint('max_days').notNull(),
  },
  (t) => [primaryKey({ columns: [t.shopId, t.zone] })],
);
