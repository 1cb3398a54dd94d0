import type { DemoDestination, DutyByCategory } from './types.js';

const EU_DUTY: DutyByCategory = {
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

/** The demo's destinations in Europe (decision 040; DEMO FIGURES: see ./types.ts). */
export const EUROPE: DemoDestination[] = [
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
];
