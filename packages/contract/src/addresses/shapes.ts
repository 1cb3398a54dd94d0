import { SHAPE_DATA } from './shape-data.js';

/**
 * Each country's address form, read from Google's address metadata (shape-data.ts, decision 041): which of the
 * form's place fields it has and in which order, what its area holds and what each part is called there, and its
 * postal code's pattern and an example. The buyer's name, mobile and tag come first in every country.
 */

/** The form's place fields: the postal code, the area (state, city, district as the country has them), the street. */
export type PlaceField = 'postal_code' | 'area' | 'detailed_address';

/** What a country calls the parts of its area (Google's `state_name_type`, `locality_name_type`, `sublocality_name_type`). */
export const AREA_WORDS = [
  'area',
  'city',
  'county',
  'department',
  'district',
  'do_si',
  'emirate',
  'island',
  'neighborhood',
  'oblast',
  'parish',
  'post_town',
  'prefecture',
  'province',
  'region',
  'state',
  'suburb',
  'townland',
  'village_township',
] as const;
export type AreaWord = (typeof AREA_WORDS)[number];

/** What a country calls its postal code (Google's `zip_name_type`). */
export const POSTAL_NAMES = ['postal', 'zip', 'pin', 'eircode'] as const;
export type PostalName = (typeof POSTAL_NAMES)[number];

export interface AddressShape {
  country: string;
  /** The place fields in the order the country writes them (its format, top to bottom). */
  fields: readonly PlaceField[];
  /** The parts the area holds, in the country's order ("prefecture"; "state", "city"); empty: an area as such. */
  area: readonly AreaWord[];
  /** The postal code, when the country has one: required or not, an example, its name. */
  postal: { required: boolean; example: string | null; name: PostalName } | null;
}

/** Every country the metadata knows (ISO 3166-1 alpha-2), for the form's list. */
export const addressCountries = (): string[] => Object.keys(SHAPE_DATA);

const row = (country: string | null | undefined) => (country ? SHAPE_DATA[country.toUpperCase()] : undefined);

const isWord = (value: string | undefined, words: readonly string[]) => value !== undefined && words.includes(value);

/** The form of `country`'s addresses; null for a code the metadata does not know. */
export function addressShape(country: string | null | undefined): AddressShape | null {
  const data = row(country);
  if (!data) return null;
  const fields: PlaceField[] = [];
  const area: AreaWord[] = [];
  for (const [, letter] of data.f.matchAll(/%([A-Z])/g)) {
    const field =
      letter === 'Z' ? 'postal_code' : letter === 'A' ? 'detailed_address' : 'SCD'.includes(letter!) ? 'area' : null;
    if (field && !fields.includes(field)) fields.push(field);
    if (letter === 'S') area.push((isWord(data.s, AREA_WORDS) ? data.s : 'province') as AreaWord);
    if (letter === 'C') area.push((isWord(data.l, AREA_WORDS) ? data.l : 'city') as AreaWord);
    if (letter === 'D') area.push((isWord(data.d, AREA_WORDS) ? data.d : 'suburb') as AreaWord);
  }
  if (!fields.includes('area')) fields.push('area');
  if (!fields.includes('detailed_address')) fields.push('detailed_address');
  const hasPostal = fields.includes('postal_code');
  return {
    country: country!.toUpperCase(),
    fields,
    area,
    postal: hasPostal
      ? {
          required: data.r.includes('Z'),
          example: data.e ?? null,
          name: (isWord(data.n, POSTAL_NAMES) ? data.n : 'postal') as PostalName,
        }
      : null,
  };
}

/** A postal code as it is kept: trimmed, one space between its parts, in capitals ("9276 dd" → "9276 DD"). */
export const normalizePostalCode = (text: string) => text.trim().replace(/\s+/g, ' ').toUpperCase();

/** Whether `text` is a postal code of `country` by its pattern (a country without a pattern takes any). */
export function postalCodeFits(country: string, text: string): boolean {
  const pattern = row(country)?.z;
  return pattern === undefined || new RegExp(`^(?:${pattern})$`).test(normalizePostalCode(text));
}
