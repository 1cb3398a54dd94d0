import type { DemoDestination } from './types.js';

/** The demo's destinations in the Americas (decision 040; DEMO FIGURES: see ./types.ts). */
export const AMERICAS: DemoDestination[] = [
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
