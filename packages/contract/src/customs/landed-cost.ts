import { allocate } from '../money/allocate.js';
import { convertCents } from '../money/convert.js';
import type { CustomsRule, CustomsStatus } from './rules.js';

/** Where a shop's order goes: its country (null: an address without one), the rules kept for it and its rate. */
export interface Destination {
  country: string | null;
  rule: CustomsRule | null;
  /** Units of the rule's threshold currency per US dollar (`fx_rates`); not needed for a threshold in dollars or of 0. */
  threshold_rate: string | null;
}

export interface LandedCostInput {
  /** The shop's goods lines at their price × quantity, each with its product's category (its slug). */
  lines: { amount_cents: number; category: string }[];
  /** The promo's share of this shop's goods: customs value what was paid, not the list price. */
  discount_cents: number;
  shipping_cents: number;
  destination: Destination;
}

export interface LandedCost {
  status: CustomsStatus;
  /** The goods (less the discount) are worth no more than the destination's de minimis: no duty. */
  below_threshold: boolean;
  import_duty_cents: number;
  import_tax_cents: number;
  /** Each line's duty, in the order of `lines`: what a refund of some of them gives back. */
  line_duty_cents: number[];
  /** Goods − discount + shipping + duty + tax: what the buyer pays, nothing left to pay at the door. */
  total_cents: number;
}

/** `cents` × `bps` / 10,000, rounded half up, in integers (no product of two amounts loses a cent). */
export const shareOf = (cents: number, bps: number): number =>
  Number((BigInt(cents) * BigInt(bps) * 2n + 10_000n) / 20_000n);

const wholeCents = (value: number, name: string) => {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`${name} is not whole cents: ${value}`);
};

/**
 * Whether goods worth `goodsCents` are under the rule's de minimis, judged in the destination's own currency (a
 * threshold of €150 stays €150 whatever the dollar does); null when that needs a rate nobody gave.
 */
function underThreshold(goodsCents: number, rule: CustomsRule, rate: string | null): boolean | null {
  if (rule.threshold_minor === 0) return false;
  if (rule.threshold_currency === 'USD') return goodsCents <= rule.threshold_minor;
  if (rate === null) return null;
  return convertCents(goodsCents, rate, rule.threshold_currency) <= rule.threshold_minor;
}

/**
 * The duty of each line: one declaration line per category (as a customs declaration has one per tariff heading),
 * its customs value the sum of its goods lines', its duty rounded half up, then shared back among those lines by
 * value for refunds. Per category and not per goods line: a shop's lines of one category then cost no less when
 * one of them is worth more, which rounding line by line would not promise.
 */
function dutyPerLine(lines: { category: string; value: number }[], rule: CustomsRule): number[] {
  const duty = lines.map(() => 0);
  for (const category of new Set(lines.map((l) => l.category))) {
    const mine = lines.flatMap((l, i) => (l.category === category ? [i] : []));
    const value = mine.reduce((sum, i) => sum + lines[i]!.value, 0);
    const shares = allocate(
      shareOf(value, rule.duty_bps[category] ?? rule.default_duty_bps),
      mine.map((i) => lines[i]!.value),
    );
    mine.forEach((i, n) => (duty[i] = shares[n]!));
  }
  return duty;
}

/**
 * A shop order's landed cost (decision 040), imported as `@tradewind/contract/customs` (kept out of the index, so
 * the converter it needs stays out of the home screen's shared chunk), the one computation of the server's checkout and the product page:
 * the customs cascade as customs apply it. Duty on each category's customs value (its goods less their share of the
 * discount, plus their share of the freight where the destination values goods CIF), at its rate, rounded half up
 * per declaration line; then the import VAT/GST on goods + freight + duty, rounded half up once. Under the de minimis no
 * duty, and the tax only where the destination collects it from the first cent (EU IOSS, UK, Australia).
 */
export function landedCost({ lines, discount_cents, shipping_cents, destination }: LandedCostInput): LandedCost {
  for (const line of lines) wholeCents(line.amount_cents, 'a line');
  wholeCents(discount_cents, 'the discount');
  wholeCents(shipping_cents, 'the shipping');
  const goods = lines.reduce((sum, l) => sum + l.amount_cents, 0);
  if (discount_cents > goods) throw new RangeError('the discount exceeds the goods');
  const paid = goods - discount_cents + shipping_cents;
  const none = (status: CustomsStatus): LandedCost => ({
    status,
    below_threshold: false,
    import_duty_cents: 0,
    import_tax_cents: 0,
    line_duty_cents: lines.map(() => 0),
    total_cents: paid,
  });
  const { rule } = destination;
  if (destination.country === null) return none('no_country');
  if (rule === null) return none('no_rule');
  const below = underThreshold(goods - discount_cents, rule, destination.threshold_rate);
  if (below === null) return none('no_rate');

  let lineDuty = lines.map(() => 0);
  if (!below) {
    const discounts = allocate(
      discount_cents,
      lines.map((l) => l.amount_cents),
    );
    const net = lines.map((l, i) => l.amount_cents - discounts[i]!);
    const freight = rule.value_basis === 'cif' ? allocate(shipping_cents, net) : net.map(() => 0);
    lineDuty = dutyPerLine(
      lines.map((l, i) => ({ category: l.category, value: net[i]! + freight[i]! })),
      rule,
    );
  }
  const duty = lineDuty.reduce((sum, d) => sum + d, 0);
  const tax = below && !rule.tax_below_threshold ? 0 : shareOf(paid + duty, rule.tax_bps);
  return {
    status: 'estimated',
    below_threshold: below,
    import_duty_cents: duty,
    import_tax_cents: tax,
    line_duty_cents: lineDuty,
    total_cents: paid + duty + tax,
  };
}
