import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CURRENCY_CODES } from '../money/currencies.js';
import { landedCost } from './landed-cost.js';
import { VALUE_BASES, TAX_KINDS, type CustomsRule } from './rules.js';

const CATEGORIES = ['computer', 'menswear', 'toys', 'food'];

const rules = fc.record<CustomsRule>({
  country: fc.constant('ZZ'),
  threshold_minor: fc.oneof(fc.constant(0), fc.nat(2_000_000)),
  threshold_currency: fc.constantFrom(...CURRENCY_CODES),
  tax_kind: fc.constantFrom(...TAX_KINDS),
  tax_bps: fc.nat(10_000),
  tax_below_threshold: fc.boolean(),
  value_basis: fc.constantFrom(...VALUE_BASES),
  default_duty_bps: fc.nat(40_000),
  duty_bps: fc.dictionary(fc.constantFrom(...CATEGORIES), fc.nat(40_000)),
});
const rates = fc
  .tuple(fc.integer({ min: 1, max: 99_999 }), fc.nat(9_999))
  .map(([whole, decimals]) => `${whole}.${String(decimals).padStart(4, '0')}`);
const lines = fc.array(fc.record({ amount_cents: fc.nat(5_000_000), category: fc.constantFrom(...CATEGORIES) }), {
  minLength: 1,
  maxLength: 6,
});
const shops = fc
  .tuple(lines, fc.nat(1_000_000), fc.double({ min: 0, max: 1, noNaN: true }))
  .map(([shopLines, shipping, discountShare]) => {
    const goods = shopLines.reduce((sum, l) => sum + l.amount_cents, 0);
    return { lines: shopLines, shipping_cents: shipping, discount_cents: Math.floor(goods * discountShare) };
  });

describe('landedCost: properties', () => {
  it('is whole cents, never negative, and the total is exactly what it is made of', () => {
    fc.assert(
      fc.property(shops, rules, rates, (shop, rule, rate) => {
        const cost = landedCost({ ...shop, destination: { country: 'ZZ', rule, threshold_rate: rate } });
        const goods = shop.lines.reduce((sum, l) => sum + l.amount_cents, 0);
        for (const cents of [cost.import_duty_cents, cost.import_tax_cents, ...cost.line_duty_cents]) {
          expect(Number.isSafeInteger(cents)).toBe(true);
          expect(cents).toBeGreaterThanOrEqual(0);
        }
        expect(cost.line_duty_cents.reduce((a, b) => a + b, 0)).toBe(cost.import_duty_cents);
        expect(cost.total_cents).toBe(
          goods - shop.discount_cents + shop.shipping_cents + cost.import_duty_cents + cost.import_tax_cents,
        );
        if (cost.below_threshold) expect(cost.import_duty_cents).toBe(0);
      }),
    );
  });

  it('never costs less when the goods are worth more (one category, the same freight)', () => {
    const oneCategory = fc
      .tuple(fc.array(fc.nat(5_000_000), { minLength: 1, maxLength: 6 }), fc.nat(1_000_000), fc.nat(60))
      .map(([amounts, shipping, index]) => ({
        amounts,
        shipping,
        grown: index % amounts.length,
      }));
    fc.assert(
      fc.property(oneCategory, fc.integer({ min: 1, max: 1_000_000 }), rules, rates, (shop, more, rule, rate) => {
        const cost = (amounts: number[]) =>
          landedCost({
            lines: amounts.map((amount_cents) => ({ amount_cents, category: 'toys' })),
            discount_cents: 0,
            shipping_cents: shop.shipping,
            destination: { country: 'ZZ', rule, threshold_rate: rate },
          }).total_cents;
        const grown = shop.amounts.map((a, i) => (i === shop.grown ? a + more : a));
        expect(cost(grown)).toBeGreaterThan(cost(shop.amounts));
      }),
    );
  });

  it('crossing the threshold only ever adds: the duty and tax above it are at least those below', () => {
    fc.assert(
      fc.property(fc.nat(5_000_000), fc.nat(100_000), rules, (goods, shipping, rule) => {
        const at = (threshold_minor: number) =>
          landedCost({
            lines: [{ amount_cents: goods, category: 'toys' }],
            discount_cents: 0,
            shipping_cents: shipping,
            destination: {
              country: 'ZZ',
              rule: { ...rule, threshold_currency: 'USD', threshold_minor },
              threshold_rate: null,
            },
          });
        const below = at(goods + 1);
        const above = at(0);
        expect([below.below_threshold, above.below_threshold]).toEqual([true, false]);
        expect(above.total_cents).toBeGreaterThanOrEqual(below.total_cents);
      }),
    );
  });
});
