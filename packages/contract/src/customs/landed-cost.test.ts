import { describe, expect, it } from 'vitest';
import { landedCost, type Destination } from './landed-cost.js';
import type { CustomsRule } from './rules.js';

/** A rule with the parts a case does not care about filled in; each case names its destination and its source. */
const rule = (patch: Partial<CustomsRule> & Pick<CustomsRule, 'country'>): CustomsRule => ({
  threshold_minor: 0,
  threshold_currency: 'USD',
  tax_kind: 'vat',
  tax_bps: 0,
  tax_below_threshold: false,
  value_basis: 'cif',
  default_duty_bps: 0,
  duty_bps: {},
  ...patch,
});
const to = (r: CustomsRule, threshold_rate: string | null = null): Destination => ({
  country: r.country,
  rule: r,
  threshold_rate,
});
const one = (amount_cents: number, category = 'menswear') => [{ amount_cents, category }];

// France under the EU's e-commerce VAT package: IOSS collects the 20 % VAT from the first cent on consignments of
// at most €150, which pay no customs duty (Council Regulation (EC) 1186/2009 art. 23; Council Directive (EU)
// 2017/2455); above €150 duty on the CIF value (Union Customs Code art. 70–71), then VAT on value + duty.
// https://taxation-customs.ec.europa.eu/taxation/vat/vat-e-commerce/import-one-stop-shop-ioss_en
const france = rule({
  country: 'FR',
  threshold_minor: 150_00,
  threshold_currency: 'EUR',
  tax_bps: 2_000,
  tax_below_threshold: true,
  default_duty_bps: 400,
  duty_bps: { menswear: 1_200, computer: 0 },
});
// The UK: goods of at most £135 pay no duty and the seller charges the 20 % VAT at the sale; above, duty on the
// CIF value and import VAT at the border.
// https://www.gov.uk/guidance/vat-and-overseas-goods-sold-directly-to-customers-in-the-uk
const britain = rule({
  country: 'GB',
  threshold_minor: 135_00,
  threshold_currency: 'GBP',
  tax_bps: 2_000,
  tax_below_threshold: true,
  duty_bps: { menswear: 1_200 },
});
// Australia: GST of 10 % on low-value goods (A$1,000 or less) collected by the seller, no duty; above, duty on the
// FOB customs value and GST on the value of the taxable importation (value + duty + transport).
// https://www.ato.gov.au/businesses-and-organisations/international-tax-for-business/gst-on-imported-goods-and-services/gst-on-low-value-imported-goods
// https://www.abf.gov.au/importing-exporting-and-manufacturing/importing/cost-of-importing-goods
const australia = rule({
  country: 'AU',
  threshold_minor: 1_000_00,
  threshold_currency: 'AUD',
  tax_kind: 'gst',
  tax_bps: 1_000,
  tax_below_threshold: true,
  value_basis: 'fob',
  default_duty_bps: 500,
});
// Korea: goods for personal use up to US$150 clear duty- and VAT-free (list clearance); above, duty on the CIF value
// (8 % basic rate) and 10 % VAT on value + duty. https://www.customs.go.kr/english/cm/cntnts/cntntsView.do?mi=8052&cntntsId=2735
const korea = rule({ country: 'KR', threshold_minor: 150_00, tax_bps: 1_000, default_duty_bps: 800 });
// Japan: goods whose taxable value is ¥10,000 or less pay neither duty nor consumption tax; above, duty on the CIF
// value and 10 % consumption tax. A zero-decimal currency: the threshold is 10000 yen, not 1,000,000 minor units.
// https://www.customs.go.jp/english/summary/import.htm
const japan = rule({
  country: 'JP',
  threshold_minor: 10_000,
  threshold_currency: 'JPY',
  tax_kind: 'consumption',
  tax_bps: 1_000,
  default_duty_bps: 1_000,
});
// Indonesia: goods with a FOB value up to US$3 pay no duty but do pay VAT (PMK 199/PMK.010/2019, amended by PMK
// 96/2023). https://www.beacukai.go.id/faq/barang-kiriman.html
const indonesia = rule({
  country: 'ID',
  threshold_minor: 3_00,
  tax_bps: 1_100,
  tax_below_threshold: true,
  default_duty_bps: 750,
});

describe('landedCost: worked cases, each checked by hand', () => {
  it('EU IOSS: €90 of goods pay VAT from the first cent and no duty', () => {
    // $100 goods at 0.9 €/$ = €90 ≤ €150; VAT 20 % × ($100 + $10) = $22.00.
    expect(
      landedCost({ lines: one(100_00), discount_cents: 0, shipping_cents: 10_00, destination: to(france, '0.9') }),
    ).toEqual({
      status: 'estimated',
      below_threshold: true,
      import_duty_cents: 0,
      import_tax_cents: 22_00,
      line_duty_cents: [0],
      total_cents: 132_00,
    });
  });

  it('EU above €150: duty on goods + freight (CIF), VAT on goods + freight + duty', () => {
    // $200 at 0.9 = €180 > €150. Duty 12 % × $215 = $25.80; VAT 20 % × $240.80 = $48.16.
    const cost = landedCost({
      lines: one(200_00),
      discount_cents: 0,
      shipping_cents: 15_00,
      destination: to(france, '0.9'),
    });
    expect(cost).toMatchObject({ below_threshold: false, import_duty_cents: 25_80, import_tax_cents: 48_16 });
    expect(cost.total_cents).toBe(288_96);
  });

  it('the threshold is judged on what was paid for the goods, in the destination’s money', () => {
    // $180 less a $20 discount = $160 at 0.9 = €144 ≤ €150: under the threshold, VAT only: 20 % × ($160 + $5).
    expect(
      landedCost({ lines: one(180_00), discount_cents: 20_00, shipping_cents: 5_00, destination: to(france, '0.9') }),
    ).toMatchObject({ below_threshold: true, import_duty_cents: 0, import_tax_cents: 33_00, total_cents: 198_00 });
  });

  it('UK: up to £135 VAT is charged with the sale and no duty; above it duty and VAT', () => {
    // $150 at 0.79 = £118.50 ≤ £135: VAT 20 % × $158 = $31.60.
    expect(
      landedCost({ lines: one(150_00), discount_cents: 0, shipping_cents: 8_00, destination: to(britain, '0.79') }),
    ).toMatchObject({ below_threshold: true, import_duty_cents: 0, import_tax_cents: 31_60 });
    // $200 at 0.79 = £158 > £135: duty 12 % × $208 = $24.96; VAT 20 % × $232.96 = $46.592 → $46.59.
    expect(
      landedCost({ lines: one(200_00), discount_cents: 0, shipping_cents: 8_00, destination: to(britain, '0.79') }),
    ).toMatchObject({ import_duty_cents: 24_96, import_tax_cents: 46_59, total_cents: 279_55 });
  });

  it('Australia: GST on goods up to A$1,000; above, duty on the goods alone (FOB) and GST on the lot', () => {
    // $500 at 1.53 = A$765: GST 10 % × $520 = $52.00.
    expect(
      landedCost({ lines: one(500_00), discount_cents: 0, shipping_cents: 20_00, destination: to(australia, '1.53') }),
    ).toMatchObject({ below_threshold: true, import_duty_cents: 0, import_tax_cents: 52_00, total_cents: 572_00 });
    // $700 at 1.53 = A$1,071 > A$1,000: duty 5 % × $700 = $35.00; GST 10 % × ($700 + $20 + $35) = $75.50.
    expect(
      landedCost({ lines: one(700_00), discount_cents: 0, shipping_cents: 20_00, destination: to(australia, '1.53') }),
    ).toMatchObject({ below_threshold: false, import_duty_cents: 35_00, import_tax_cents: 75_50, total_cents: 830_50 });
  });

  it('Korea: a threshold in dollars needs no rate; US$150 clears free, a cent more pays duty and VAT', () => {
    expect(
      landedCost({ lines: one(150_00), discount_cents: 0, shipping_cents: 5_00, destination: to(korea) }),
    ).toMatchObject({ below_threshold: true, import_duty_cents: 0, import_tax_cents: 0, total_cents: 155_00 });
    // Duty 8 % × $155.01 = $12.4008 → $12.40; VAT 10 % × $167.41 = $16.741 → $16.74.
    expect(
      landedCost({ lines: one(150_01), discount_cents: 0, shipping_cents: 5_00, destination: to(korea) }),
    ).toMatchObject({ import_duty_cents: 12_40, import_tax_cents: 16_74, total_cents: 184_15 });
  });

  it('Japan: a threshold in yen, a currency without minor units, converted and rounded to the yen', () => {
    // $64.30 at 155.5 ¥/$ = ¥9,998.65 → ¥9,999 ≤ ¥10,000: nothing to pay.
    expect(
      landedCost({ lines: one(64_30), discount_cents: 0, shipping_cents: 6_00, destination: to(japan, '155.5') }),
    ).toMatchObject({ below_threshold: true, import_duty_cents: 0, import_tax_cents: 0 });
    // $64.32 = ¥10,001.76 → ¥10,002 > ¥10,000. Duty 10 % × $70.32 = $7.032 → $7.03; consumption tax
    // 10 % × $77.35 = $7.735 → $7.74 (half up).
    expect(
      landedCost({ lines: one(64_32), discount_cents: 0, shipping_cents: 6_00, destination: to(japan, '155.5') }),
    ).toMatchObject({ below_threshold: false, import_duty_cents: 7_03, import_tax_cents: 7_74, total_cents: 85_09 });
  });

  it('Indonesia: under US$3 no duty, but VAT from the first cent, rounded half up', () => {
    // VAT 11 % × ($2.50 + $1.00) = $0.385 → $0.39.
    expect(
      landedCost({ lines: one(2_50), discount_cents: 0, shipping_cents: 1_00, destination: to(indonesia) }),
    ).toMatchObject({ import_duty_cents: 0, import_tax_cents: 39, total_cents: 3_89 });
  });

  it('rounds the duty half up per category, each at its rate, after splitting discount and freight', () => {
    // Korea above the threshold. Lines $100.05 (menswear, 13 %) and $100.05 (computer, default 8 %), discount
    // $0.10 and freight $10.00 split evenly: each line's CIF value $105.00. Duty 13 % × 105 = $13.65 and
    // 8 % × 105 = $8.40; VAT 10 % × ($200 + $10 + $22.05) = $23.205 → $23.21.
    const cost = landedCost({
      lines: [
        { amount_cents: 100_05, category: 'menswear' },
        { amount_cents: 100_05, category: 'computer' },
      ],
      discount_cents: 10,
      shipping_cents: 10_00,
      destination: to({ ...korea, duty_bps: { menswear: 1_300 } }),
    });
    expect(cost.line_duty_cents).toEqual([13_65, 8_40]);
    expect(cost).toMatchObject({ import_duty_cents: 22_05, import_tax_cents: 23_21, total_cents: 255_26 });
  });

  it('one declaration line per category: two toys lines are summed, a toys and a food line rounded apart', () => {
    const twoLines = (second: string) =>
      landedCost({
        lines: [
          { amount_cents: 10_05, category: 'toys' },
          { amount_cents: 10_05, category: second },
        ],
        discount_cents: 0,
        shipping_cents: 0,
        destination: to({ ...korea, threshold_minor: 0, tax_bps: 0, default_duty_bps: 500 }),
      }).line_duty_cents;
    // 5 % × $20.10 = $1.005 → $1.01, shared back by value; 5 % × $10.05 = $0.5025 → $0.50 twice.
    expect(twoLines('toys')).toEqual([51, 50]);
    expect(twoLines('food')).toEqual([50, 50]);
  });

  it('says why nothing was estimated: no country, no rules for it, or no rate for its threshold', () => {
    const input = { lines: one(100_00), discount_cents: 0, shipping_cents: 5_00 };
    const nothing = { import_duty_cents: 0, import_tax_cents: 0, line_duty_cents: [0], total_cents: 105_00 };
    expect(landedCost({ ...input, destination: { country: null, rule: null, threshold_rate: null } })).toMatchObject({
      status: 'no_country',
      ...nothing,
    });
    expect(landedCost({ ...input, destination: { country: 'NZ', rule: null, threshold_rate: null } })).toMatchObject({
      status: 'no_rule',
      ...nothing,
    });
    expect(landedCost({ ...input, destination: to(france, null) })).toMatchObject({ status: 'no_rate', ...nothing });
  });

  it('refuses amounts that are not whole, non-negative cents', () => {
    const destination = to(korea);
    expect(() => landedCost({ lines: one(1.5), discount_cents: 0, shipping_cents: 0, destination })).toThrow(
      RangeError,
    );
    expect(() => landedCost({ lines: one(100), discount_cents: 101, shipping_cents: 0, destination })).toThrow(
      RangeError,
    );
    expect(() => landedCost({ lines: one(100), discount_cents: 0, shipping_cents: -1, destination })).toThrow(
      RangeError,
    );
  });
});
