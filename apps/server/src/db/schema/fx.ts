import { sql } from 'drizzle-orm';
import { bigint, check, numeric, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { CurrencyCode } from '@tradewind/contract';
import { users } from './users.js';

/**
 * Exchange rates are operator data with their time (decision 039): one row per display currency, in units of it per
 * one US dollar, exact (`numeric` keeps the digits as set). Dollars are the price and the settlement currency, so
 * a rate only ever makes an estimate; an order keeps a copy of its buyer's (`orders.fx`), so changing a rate here
 * changes no order.
 */
export const fxRates = pgTable(
  'fx_rates',
  {
    currency: text('currency').$type<CurrencyCode>().primaryKey(),
    rate: numeric('rate').notNull(),
    /** When the rate was true: the ECB file's reference time for an import, the moment of saving for a hand edit. */
    setAt: timestamp('set_at', { withTimezone: true }).notNull(),
    source: text('source', { enum: ['ecb', 'manual'] }).notNull(),
    /** The operator who set it; null for the demo's shipped table. */
    setBy: bigint('set_by', { mode: 'number' }).references(() => users.id),
  },
  (t) => [
    check('fx_rates_rate_positive', sql`${t.rate} > 0`),
    check('fx_rates_source', sql`${t.source} in ('ecb', 'manual')`),
  ],
);
