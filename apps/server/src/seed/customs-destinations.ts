import type { CategorySlug, CurrencyCode, TaxKind, ValueBasis } from '@tradewind/contract';

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
  duty: Partial<Record<CategorySlug, number>>;
  source: string;
}

/**
 * DEMO FIGURES, not advice (decision 040). Read from each customs authority's public pages as they stood in late
 * 2026, then simplified to what one rule per country can say: one import tax rate, one duty rate per category (the
 * most common tariff heading of what the demo's category sells, for goods of no preferential origin), the threshold
 * compared with the goods' price. Real duty depends on the exact tariff code and the origin; an operator keeps these
 * figures up to date on the console's Customs page.
 */
const EU_DUTY: Partial<Record<CategorySlug, number>> = {
  // TARIC third-country duties: 8471 computers and 8517 phones 0 % (ITA); 8516 appliances 2.7 %; 9506 sports
  // goods 2.7 %; 3924 household plastics 6.5 %; 3304 cosmetics 0 %; chapters 61–62 clothing 12 %; 1704 sugar
  // confectionery 8 %; 9503 toys 0 %. https://ec.europa.eu/taxation_customs/dds2/taric/taric_consultation.jsp
  computer: 0,
  phone: 0,
  electrical: 270,
  outdoors: 270,
  family: 650,
  health: 0,
  menswear: 1_200,
  womenswear: 1_200,
  food: 800,
  toys: 0,
};
// EU e-commerce VAT package: consignments of at most €150 pay VAT from the first cent through IOSS and no customs
// duty (Council Regulation (EC) 1186/2009 art. 23); above, duty on the CIF value (Union Customs Code art. 70–71).
const EU_SOURCE =
  'https://taxation-customs.ec.europa.eu/taxation/vat/vat-e-commerce/import-one-stop-shop-ioss_en — IOSS: VAT from ' +
  'the first cent up to €150, no duty; above, duty on the CIF value (UCC art. 71) per TARIC.';
const eu = (country: string, taxBps: number, vatSource: string): DemoDestination => ({
  country,
  thresholdMinor: 150_00,
  thresholdCurrency: 'EUR',
  taxKind: 'vat',
  taxBps,
  taxBelowThreshold: true,
  valueBasis: 'cif',
  defaultDutyBps: 400,
  duty: EU_DUTY,
  source: `${EU_SOURCE} ${vatSource}`,
});

export const DEMO_DESTINATIONS: DemoDestination[] = [
  // France: TVA 20 %. https://www.impots.gouv.fr/professionnel/questions/quels-sont-les-taux-de-tva-en-vigueur-en-france-et-dans-lunion-europeenne
  eu('FR', 2_000, 'France: TVA 20 % (impots.gouv.fr).'),
  // Germany: Umsatzsteuer 19 % (UStG §12). https://www.zoll.de/EN/Private-individuals/Postal-items-parcels/Receipt-from-a-non-EU-country/Taxation/taxation_node.html
  eu('DE', 1_900, 'Germany: import VAT 19 % (zoll.de).'),
  // Netherlands: btw 21 %. https://www.belastingdienst.nl/wps/wcm/connect/en/customs/content/buying-goods-outside-the-eu
  eu('NL', 2_100, 'Netherlands: btw 21 % (belastingdienst.nl).'),
  {
    // United Kingdom: up to £135 the seller charges 20 % VAT at the sale and no duty is due; above, duty (UK Global
    // Tariff) on the CIF value and import VAT. https://www.gov.uk/guidance/vat-and-overseas-goods-sold-directly-to-customers-in-the-uk
    country: 'GB',
    thresholdMinor: 135_00,
    thresholdCurrency: 'GBP',
    taxKind: 'vat',
    taxBps: 2_000,
    taxBelowThreshold: true,
    valueBasis: 'cif',
    defaultDutyBps: 400,
    duty: { computer: 0, phone: 0, electrical: 200, health: 0, menswear: 1_200, womenswear: 1_200, food: 800, toys: 0 },
    source:
      'https://www.gov.uk/guidance/vat-and-overseas-goods-sold-directly-to-customers-in-the-uk — VAT 20 % charged by ' +
      'the seller up to £135, no duty; above, UK Global Tariff duty on the CIF value (trade-tariff.service.gov.uk).',
  },
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
  {
    // Türkiye: postal and express parcels up to €30 (since Aug 2024) are taxed at a single flat rate; modelled here
    // as 20 % KDV from the first cent with no duty, and above €30 duty on the CIF value and KDV.
    // https://ticaret.gov.tr/gumruk-islemleri/posta-ve-hizli-kargo-tasimaciligi
    country: 'TR',
    thresholdMinor: 30_00,
    thresholdCurrency: 'EUR',
    taxKind: 'vat',
    taxBps: 2_000,
    taxBelowThreshold: true,
    valueBasis: 'cif',
    defaultDutyBps: 1_000,
    duty: { computer: 0, phone: 0, menswear: 1_200, womenswear: 1_200, food: 2_000 },
    source:
      'https://ticaret.gov.tr — postal/express parcels up to €30 under the flat-rate regime (simplified here to KDV ' +
      '20 %); above, duty on the CIF value and KDV 20 %.',
  },
  {
    // Brazil: no de minimis since Aug 2024 (Lei 14.902/2024). Remessa Conforme parcels up to US$50 pay 20 % import
    // tax (above US$50, 60 % less US$20, which one rate cannot say) and ICMS, here 17 % on value + duty (ICMS is
    // really computed "por dentro", which adds a little). https://www.gov.br/receitafederal/pt-br/assuntos/aduana-e-comercio-exterior/manuais/remessas-postal-e-expressa
    country: 'BR',
    thresholdMinor: 0,
    thresholdCurrency: 'USD',
    taxKind: 'vat',
    taxBps: 1_700,
    taxBelowThreshold: true,
    valueBasis: 'cif',
    defaultDutyBps: 2_000,
    duty: {},
    source:
      'https://www.gov.br/receitafederal — Remessa Conforme: import tax 20 % up to US$50 (60 % less US$20 above), ' +
      'ICMS 17 %; no de minimis since Lei 14.902/2024.',
  },
  {
    // Chile: no duty up to US$41; 19 % IVA on low-value imports from the first dollar since Oct 2025 (Ley 21.713);
    // above, 6 % general duty on the CIF value. https://www.aduana.cl/compras-por-internet/aduana/2007-02-28/115707.html
    country: 'CL',
    thresholdMinor: 41_00,
    thresholdCurrency: 'USD',
    taxKind: 'vat',
    taxBps: 1_900,
    taxBelowThreshold: true,
    valueBasis: 'cif',
    defaultDutyBps: 600,
    duty: {},
    source:
      'https://www.aduana.cl — no duty up to US$41, IVA 19 % from the first dollar (Ley 21.713); above, 6 % duty ' +
      'on the CIF value.',
  },
  {
    // Mexico: courier parcels up to US$50 clear free; above, a global rate (17 % for parcels up to US$117 from
    // treaty partners; higher from others, not modelled) and 16 % IVA. https://www.gob.mx/aduanas
    country: 'MX',
    thresholdMinor: 50_00,
    thresholdCurrency: 'USD',
    taxKind: 'vat',
    taxBps: 1_600,
    taxBelowThreshold: false,
    valueBasis: 'cif',
    defaultDutyBps: 1_700,
    duty: {},
    source:
      'https://www.gob.mx/aduanas — courier parcels up to US$50 free; above, global rate 17 % and IVA 16 % ' +
      '(RGCE rule 3.7.3; rates for non-treaty origins are higher).',
  },
  {
    // Canada: low-value shipments of C$20 or less clear free (non-CUSMA origin); above, duty on the FOB value
    // (clothing 18 %) and 5 % GST (provincial sales taxes not modelled).
    // https://www.cbsa-asfc.gc.ca/services/cusma-aceum/lvs-efv-eng.html
    country: 'CA',
    thresholdMinor: 20_00,
    thresholdCurrency: 'CAD',
    taxKind: 'gst',
    taxBps: 500,
    taxBelowThreshold: false,
    valueBasis: 'fob',
    defaultDutyBps: 650,
    duty: { computer: 0, phone: 0, toys: 0, menswear: 1_800, womenswear: 1_800 },
    source:
      'https://www.cbsa-asfc.gc.ca/services/cusma-aceum/lvs-efv-eng.html — C$20 or less free; above, duty on the FOB ' +
      'value and GST 5 % (provincial taxes not modelled).',
  },
  {
    // United States: duty-free de minimis suspended for every country from 29 Aug 2025 (Executive Order 14324); MFN
    // duty (HTSUS) on the FOB value, no federal import VAT. Origin-based additional tariffs are not modelled.
    // https://www.cbp.gov/trade/trade-enforcement/tftea/de-minimis
    country: 'US',
    thresholdMinor: 0,
    thresholdCurrency: 'USD',
    taxKind: 'vat',
    taxBps: 0,
    taxBelowThreshold: false,
    valueBasis: 'fob',
    defaultDutyBps: 300,
    duty: { computer: 0, phone: 0, toys: 0, health: 0, electrical: 250, menswear: 1_600, womenswear: 1_600 },
    source:
      'https://www.cbp.gov/trade/trade-enforcement/tftea/de-minimis — de minimis suspended (EO 14324, Aug 2025); ' +
      'HTSUS MFN duty on the FOB value (hts.usitc.gov); origin-based tariffs not modelled.',
  },
];
