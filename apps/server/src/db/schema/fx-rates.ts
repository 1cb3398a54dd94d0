import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { CurrencyCode } from '@tradewind/contract';

/**
 * STAND-IN for the table of branch i33-fxs (display currencies), which owns it: units of a currency per US dollar,
 * as a decimal string, and when it was set. Customs read it for thresholds kept in another currency than dollars.
 * At the merge, keep i33-fxs's definition and drop this file and its CREATE TABLE from migration 0027.
 */
export const fxRates = pgTable('fx_rates', {
  currency: text('currency').$type<CurrencyCode>().primaryKey(),
  rate: text('rate').notNull(),
  setAt: timestamp('set_at', { withTimezone: true }).notNull().defaultNow(),
});
