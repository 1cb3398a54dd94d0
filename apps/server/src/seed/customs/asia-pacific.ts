import type { DemoDestination } from './types.js';

/** The demo's destinations in Asia and the Pacific (decision 040; DEMO FIGURES: see ./types.ts). */
export const ASIA_PACIFIC: DemoDestination[] = [
  {
    // Australia: goods of A$1,000 or less pay 10 % GST collected by the seller and no duty; above, duty (5 % general
    // rate) on the FOB customs value and GST on value + duty + transport.
    // https://www.abf.gov.au/importing-exporting-and-manufacturing/importing/cost-of-importing-goods
    country: 'AU',
    thresholdMinor: 1_000_00,
    thresholdCurrency: 'AUD',
    taxKind: 'gst',
    taxBps: 1_000,
    taxBelowThreshold: true,
    valueBasis: 'fob',
    defaultDutyBps: 500,
    duty: { computer: 0, phone: 0, health: 0 },
    source:
      'https://www.ato.gov.au/businesses-and-organisations/international-tax-for-business/gst-on-imported-goods-and-services/gst-on-low-value-imported-goods ' +
      '— GST 10 % from the first cent up to A$1,000, no duty; above, 5 % duty on the FOB value (abf.gov.au).',
  },
  {
    // Korea: goods for personal use up to US$150 clear free of duty and VAT (US$200 from the US, not modelled);
    // above, duty on the CIF value (8 % basic rate, clothing 13 %) and 10 % VAT on value + duty.
    // https://www.customs.go.kr/english/cm/cntnts/cntntsView.do?mi=8052&cntntsId=2735
    country: 'KR',
    thresholdMinor: 150_00,
    thresholdCurrency: 'USD',
    taxKind: 'vat',
    taxBps: 1_000,
    taxBelowThreshold: false,
    valueBasis: 'cif',
    defaultDutyBps: 800,
    duty: { computer: 0, phone: 0, health: 650, menswear: 1_300, womenswear: 1_300 },
    source:
      'https://www.customs.go.kr — personal imports up to US$150 free of duty and VAT; above, duty on the CIF value ' +
      '(8 % basic, clothing 13 %) and VAT 10 %.',
  },
  {
    // Japan: a taxable value of ¥10,000 or less pays neither duty nor consumption tax; above, the simplified rates
    // for small consignments (clothing 10 %, most other goods 3 %) on the CIF value and 10 % consumption tax. The
    // 60 % rule for personal imports is not modelled. https://www.customs.go.jp/english/summary/import.htm
    country: 'JP',
    thresholdMinor: 10_000,
    thresholdCurrency: 'JPY',
    taxKind: 'consumption',
    taxBps: 1_000,
    taxBelowThreshold: false,
    valueBasis: 'cif',
    defaultDutyBps: 300,
    duty: { computer: 0, phone: 0, health: 0, toys: 0, menswear: 1_000, womenswear: 1_000, food: 1_500 },
    source:
      'https://www.customs.go.jp/english/summary/import.htm — ¥10,000 or less free of duty and consumption tax; ' +
      'above, simplified duty rates (customs.go.jp/tetsuzuki/c-answer/imtsukan/1006_jr.htm) and 10 % consumption tax.',
  },
  {
    // China (cross-border e-commerce retail imports): up to ¥5,000 a transaction, no duty and VAT at 70 % of 13 %
    // (9.1 %); above, general trade duty on the CIF value. MOF/GACC/SAT Announcement [2018] No. 49.
    // http://www.customs.gov.cn/
    country: 'CN',
    thresholdMinor: 5_000_00,
    thresholdCurrency: 'CNY',
    taxKind: 'vat',
    taxBps: 910,
    taxBelowThreshold: true,
    valueBasis: 'cif',
    defaultDutyBps: 800,
    duty: { computer: 0, phone: 0, health: 300, menswear: 700, womenswear: 700, food: 1_200, toys: 0 },
    source:
      'http://www.customs.gov.cn — cross-border e-commerce retail imports (MOF/GACC/SAT Announcement [2018] No. 49): ' +
      'up to ¥5,000 no duty, VAT at 70 % of 13 % = 9.1 %; above, MFN duty on the CIF value.',
  },
  {
    // Taiwan: consignments of NT$2,000 or less clear free of duty and business tax; above, duty on the CIF value
    // and 5 % business tax. https://web.customs.gov.tw/
    country: 'TW',
    thresholdMinor: 2_000_00,
    thresholdCurrency: 'TWD',
    taxKind: 'vat',
    taxBps: 500,
    taxBelowThreshold: false,
    valueBasis: 'cif',
    defaultDutyBps: 500,
    duty: { computer: 0, phone: 0, menswear: 1_200, womenswear: 1_200, food: 1_000, toys: 0 },
    source:
      'https://web.customs.gov.tw — NT$2,000 or less free of duty and business tax; above, duty on the CIF value ' +
      'and 5 % business tax.',
  },
  {
    // Thailand: goods of THB 1,500 or less pay no duty, but 7 % VAT from the first baht since July 2024; above,
    // duty on the CIF value. https://www.customs.go.th/
    country: 'TH',
    thresholdMinor: 1_500_00,
    thresholdCurrency: 'THB',
    taxKind: 'vat',
    taxBps: 700,
    taxBelowThreshold: true,
    valueBasis: 'cif',
    defaultDutyBps: 1_000,
    duty: { computer: 0, phone: 0, menswear: 3_000, womenswear: 3_000, food: 2_000 },
    source:
      'https://www.customs.go.th — no duty up to THB 1,500, VAT 7 % on every imported parcel since July 2024; ' +
      'above, MFN duty on the CIF value.',
  },
  {
    // Viet Nam: the exemption of express consignments up to VND 1,000,000 ended on 18 Feb 2025 (Decision
    // 01/2025/QĐ-TTg): duty on the CIF value and 10 % VAT from the first đồng. https://www.customs.gov.vn/
    country: 'VN',
    thresholdMinor: 0,
    thresholdCurrency: 'VND',
    taxKind: 'vat',
    taxBps: 1_000,
    taxBelowThreshold: true,
    valueBasis: 'cif',
    defaultDutyBps: 1_000,
    duty: { computer: 0, phone: 0, menswear: 2_000, womenswear: 2_000, food: 2_000 },
    source:
      'https://www.customs.gov.vn — no de minimis since Decision 01/2025/QĐ-TTg (18 Feb 2025): MFN duty on the CIF ' +
      'value and VAT 10 %.',
  },
  {
    // Indonesia: consignments up to US$3 pay no duty but 11 % VAT; above, 7.5 % duty (clothing 25 %) and VAT
    // (PMK 199/PMK.010/2019 as amended by PMK 96/2023). https://www.beacukai.go.id/faq/barang-kiriman.html
    country: 'ID',
    thresholdMinor: 3_00,
    thresholdCurrency: 'USD',
    taxKind: 'vat',
    taxBps: 1_100,
    taxBelowThreshold: true,
    valueBasis: 'cif',
    defaultDutyBps: 750,
    duty: { menswear: 2_500, womenswear: 2_500 },
    source:
      'https://www.beacukai.go.id/faq/barang-kiriman.html — PMK 96/2023: no duty up to US$3, VAT 11 % from the ' +
      'first cent; above, 7.5 % duty (textiles up to 25 %).',
  },
];
