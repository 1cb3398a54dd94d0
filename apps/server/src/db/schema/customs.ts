import { bigint, boolean, check, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { TAX_KINDS, VALUE_BASES, type CategorySlug, type CurrencyCode } from '@tradewind/contract';

/**
 * Operator data, one row per destination country (decision 040): its de minimis in its own currency's minor units,
 * its import VAT/GST and whether it applies below the threshold, what its customs value the duty on, the default
 * duty rate, and where the figures come from.
 */
export const customsDestinations = pgTable(
  'customs_destinations',
  {
    /** ISO 3166-1 alpha-2, as addresses keep it. */
    country: text('country').primaryKey(),
    thresholdMinor: bigint('threshold_minor', { mode: 'number' }).notNull(),
    thresholdCurrency: text('threshold_currency').$type<CurrencyCode>().notNull(),
    taxKind: text('tax_kind', { enum: TAX_KINDS }).notNull(),
    taxBps: integer('tax_bps').notNull(),
    taxBelowThreshold: boolean('tax_below_threshold').notNull(),
    valueBasis: text('value_basis', { enum: VALUE_BASES }).notNull(),
    defaultDutyBps: integer('default_duty_bps').notNull(),
    /** The customs authority's page the figures were read from, and what was simplified. */
    source: text('source').notNull().default(''),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('customs_destinations_rates', sql`${t.taxBps} between 0 and 10000 and ${t.defaultDutyBps} >= 0`),
    check('customs_destinations_threshold', sql`${t.thresholdMinor} >= 0`),
  ],
);

/**
 * A destination's duty rate for one product category (its slug, as stable as the ten categories are, so the rates
 * outlive a reseed of the catalogue). A category without a row pays the destination's default rate.
 */
export const customsDutyRates = pgTable(
  'customs_duty_rates',
  {
    country: text('country')
      .notNull()
      .references(() => customsDestinations.country, { onDelete: 'cascade' }),
    category: text('category').$type<CategorySlug>().notNull(),
    dutyBps: integer('duty_bps').notNull(),
  },
  (t) => [primaryKey({ columns: [t.country, t.category] }), check('customs_duty_rates_bps', sql`${t.dutyBps} >= 0`)],
);
