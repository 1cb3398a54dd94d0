import type { CurrencyCode } from '../money/currencies.js';

/**
 * What a destination's customs take the duty on (its customs value): the goods and the freight to the border
 * (CIF: the EU, the UK, Korea, Japan, China, Brazil…), or the goods alone (FOB: Australia, Canada, the US). Import
 * VAT/GST is always on the goods, the freight and the duty together (decision 040).
 */
export const VALUE_BASES = ['cif', 'fob'] as const;
export type ValueBasis = (typeof VALUE_BASES)[number];

/** The name a destination gives its import tax, for its label: VAT, GST or consumption tax (Japan's). */
export const TAX_KINDS = ['vat', 'gst', 'consumption'] as const;
export type TaxKind = (typeof TAX_KINDS)[number];

/** Rates in basis points: 1,000 is 10 %. A duty can exceed 100 %; an import tax cannot. */
export const MAX_TAX_BPS = 10_000;
export const MAX_DUTY_BPS = 100_000;

/**
 * A destination's customs rules, as the landed cost reads them (decision 040). The threshold (de minimis) is in the
 * destination's own currency, in that currency's minor units (€150 is 15000, ¥10,000 is 10000): goods worth no more
 * than it pay no duty, and pay the import tax only if `tax_below_threshold` (EU IOSS, UK, Australia…). Duty rates are
 * per product category (its slug); a category without one pays `default_duty_bps`.
 */
export interface CustomsRule {
  country: string;
  threshold_minor: number;
  threshold_currency: CurrencyCode;
  tax_kind: TaxKind;
  tax_bps: number;
  tax_below_threshold: boolean;
  value_basis: ValueBasis;
  default_duty_bps: number;
  duty_bps: Record<string, number>;
}

/**
 * Whether duties and taxes were worked out for a checkout, and if not why: its address has no country (the
 * specification's clients), the operator keeps no rules for that country, or no exchange rate is known for the
 * currency its threshold is in. Only `estimated` orders carry duties.
 */
export const CUSTOMS_STATUSES = ['estimated', 'no_country', 'no_rule', 'no_rate'] as const;
export type CustomsStatus = (typeof CUSTOMS_STATUSES)[number];
