import type { CategorySlug, CurrencyCode, TaxKind, ValueBasis } from '@tradewind/contract';

/** A destination's duty rates by category; a category left out pays the destination's default rate. */
export type DutyByCategory = Partial<Record<CategorySlug, number>>;

/**
 * One demo destination, as the operator would enter it (decision 040). DEMO FIGURES, not advice: taken from each
 * customs authority's public pages as the authors knew them in 2025 (not checked again since), then simplified to
 * what one rule per country can say: one import tax rate, one duty rate per category (the most common tariff
 * heading of what the demo's category sells, for goods of no preferential origin), the threshold compared with the
 * goods' price. Real duty depends on the exact tariff code and the origin; an operator keeps these figures up to
 * date on the console's Customs page.
 */
export interface DemoDestination {
  country: string;
  /** In the currency's own minor units: €150 is 15000, ¥10,000 is 10000. */
  thresholdMinor: number;
  thresholdCurrency: CurrencyCode;
  taxKind: TaxKind;
  taxBps: number;
  taxBelowThreshold: boolean;
  valueBasis: ValueBasis;
  defaultDutyBps: number;
  duty: DutyByCategory;
  source: string;
}
