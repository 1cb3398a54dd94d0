/**
 * Where a parcel goes, as a shop's transit days are kept (decision 042): its own country (`domestic`), or one of
 * nine regions of the world. A shop keeps the carrier's shortest and longest transit per zone it ships to.
 */
export const DESTINATION_ZONES = [
  'domestic',
  'east-asia',
  'southeast-asia',
  'south-asia',
  'oceania',
  'europe',
  'middle-east',
  'africa',
  'north-america',
  'latin-america',
] as const;
export type DestinationZone = (typeof DESTINATION_ZONES)[number];
/** A zone of the world, as opposed to the shop's own country. */
export type WorldZone = Exclude<DestinationZone, 'domestic'>;

/**
 * Every ISO 3166-1 alpha-2 country (and Kosovo's XK, which addresses use) in one world zone, fixed here so that a
 * promise never moves because a dependency changed; the contract's test checks it against the maintained list of
 * `countries-list` (none missing, none unknown, each in a zone its continent allows). Broadly the UN's M49
 * sub-regions, grouped as cross-border carriers price and time them, with these choices:
 * - `south-asia` holds Central Asia too (KZ KG TJ TM UZ), and Afghanistan and the British Indian Ocean Territory;
 * - `europe` holds Russia, Türkiye, Cyprus and the Caucasus (AM AZ GE), which carriers route and time as Europe;
 * - `middle-east` is Western Asia without them, and Iran; North Africa (EG LY …) stays in `africa`;
 * - `north-america` is the United States, Canada, Bermuda, Greenland and Saint Pierre and Miquelon; Mexico, Central
 *   America and the Caribbean (Puerto Rico and the US Virgin Islands included) are `latin-america`;
 * - Timor-Leste is `southeast-asia`; Australia's Indian Ocean islands (CC CX) and the uninhabited Antarctic places
 *   are `oceania`, Bouvet Island and the French Southern Territories `africa`, South Georgia `latin-america`.
 * Space-separated, so the table stays small in the app's bundle.
 */
const ZONE_COUNTRIES: Record<WorldZone, string> = {
  'east-asia': 'CN HK JP KP KR MN MO TW',
  'southeast-asia': 'BN ID KH LA MM MY PH SG TH TL VN',
  'south-asia': 'AF BD BT IN IO KG KZ LK MV NP PK TJ TM UZ',
  oceania: 'AQ AS AU CC CK CX FJ FM GU HM KI MH MP NC NF NR NU NZ PF PG PN PW SB TK TO TV UM VU WF WS',
  europe:
    'AD AL AM AT AX AZ BA BE BG BY CH CY CZ DE DK EE ES FI FO FR GB GE GG GI GR HR HU IE IM IS IT JE LI LT LU LV ' +
    'MC MD ME MK MT NL NO PL PT RO RS RU SE SI SJ SK SM TR UA VA XK',
  'middle-east': 'AE BH IL IQ IR JO KW LB OM PS QA SA SY YE',
  africa:
    'AC AO BF BI BJ BV BW CD CF CG CI CM CV DJ DZ EG EH ER ET GA GH GM GN GQ GW KE KM LR LS LY MA MG ML MR MU MW ' +
    'MZ NA NE NG RE RW SC SD SH SL SN SO SS ST SZ TA TD TF TG TN TZ UG YT ZA ZM ZW',
  'north-america': 'BM CA GL PM US',
  'latin-america':
    'AG AI AR AW BB BL BO BQ BR BS BZ CL CO CR CU CW DM DO EC FK GD GF GP GS GT GY HN HT JM KN KY LC MF MQ MS MX ' +
    'NI PA PE PR PY SR SV SX TC TT UY VC VE VG VI',
};

let byCountry: Map<string, WorldZone> | undefined;
/** Every mapped country with its world zone (built once, on first use). */
export function countryZones(): ReadonlyMap<string, WorldZone> {
  byCountry ??= new Map(
    (Object.entries(ZONE_COUNTRIES) as [WorldZone, string][]).flatMap(([zone, codes]) =>
      codes.split(' ').map((code) => [code, zone] as const),
    ),
  );
  return byCountry;
}

/**
 * The zone a parcel to `country` goes to from a shop in `shipsFrom`: `domestic` within the shop's own country, else
 * the country's world zone; undefined for a code that names no country.
 */
export function zoneOf(country: string, shipsFrom: string | null): DestinationZone | undefined {
  const code = country.toUpperCase();
  if (shipsFrom !== null && code === shipsFrom) return 'domestic';
  return countryZones().get(code);
}
