import { countries, type TContinentCode } from 'countries-list';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES, LANGUAGE_COUNTRY } from '../languages.js';
import { daysTo } from './days-to.js';
import { ZoneTransitTable, type ShopTransit } from './destination.js';
import { countryZones, zoneOf, type WorldZone } from './zones.js';

/** The zones a continent of `countries-list` may fall in; the exceptions are the choices zones.ts documents. */
const ALLOWED: Record<TContinentCode, WorldZone[]> = {
  AF: ['africa'],
  AN: ['oceania', 'africa', 'latin-america'],
  AS: ['east-asia', 'southeast-asia', 'south-asia', 'middle-east'],
  EU: ['europe'],
  NA: ['north-america', 'latin-america'],
  OC: ['oceania'],
  SA: ['latin-america'],
};
const EXCEPTIONS: Record<string, WorldZone> = {
  RU: 'europe',
  TR: 'europe',
  CY: 'europe',
  AM: 'europe',
  AZ: 'europe',
  GE: 'europe',
  CC: 'oceania',
  CX: 'oceania',
  TL: 'southeast-asia',
};

describe('destination zones', () => {
  const listed = Object.keys(countries);

  it('put every country of the maintained ISO 3166-1 list in a zone, and no code that list lacks', () => {
    expect(listed.length).toBeGreaterThanOrEqual(249);
    expect(listed.filter((code) => !countryZones().has(code))).toEqual([]);
    expect([...countryZones().keys()].filter((code) => !(code in countries))).toEqual([]);
  });

  it('put each country in a zone of its continent, but for the documented exceptions', () => {
    const misplaced = listed.filter((code) => {
      const zone = countryZones().get(code)!;
      return EXCEPTIONS[code] ? zone !== EXCEPTIONS[code] : !ALLOWED[countries[code as 'FR'].continent].includes(zone);
    });
    expect(misplaced).toEqual([]);
  });

  it('tell Jakarta from Paris, Seoul from Taipei, and the shop’s own country from its region', () => {
    expect(zoneOf('ID', 'TW')).toBe('southeast-asia');
    expect(zoneOf('FR', 'TW')).toBe('europe');
    expect(zoneOf('KR', 'TW')).toBe('east-asia');
    expect(zoneOf('tw', 'TW')).toBe('domestic');
    expect(zoneOf('TW', null)).toBe('east-asia');
    expect(zoneOf('MX', 'US')).toBe('latin-america');
    expect(zoneOf('ZZ', 'TW')).toBeUndefined();
  });

  it('give each of the ten languages a country to estimate for, one that has a zone', () => {
    for (const language of LANGUAGE_CODES) expect(countryZones().has(LANGUAGE_COUNTRY[language])).toBe(true);
    expect(LANGUAGE_COUNTRY).toMatchObject({ ko: 'KR', fr: 'FR', 'zh-tw': 'TW', en: 'US' });
  });
});

describe('the days a shop promises to a country (daysTo)', () => {
  const taipei: ShopTransit = {
    ships_from: 'TW',
    handling_days: 2,
    transit_min_days: 7,
    transit_max_days: 14,
    zones: [
      { zone: 'domestic', min_days: 1, max_days: 2 },
      { zone: 'east-asia', min_days: 3, max_days: 6 },
      { zone: 'southeast-asia', min_days: 5, max_days: 9 },
      { zone: 'europe', min_days: 8, max_days: 14 },
    ],
  };

  it('takes the zone’s transit and the shop’s handling', () => {
    expect(daysTo(taipei, 'KR')).toEqual({ handling_days: 2, transit_min_days: 3, transit_max_days: 6 });
    expect(daysTo(taipei, 'ID')).toEqual({ handling_days: 2, transit_min_days: 5, transit_max_days: 9 });
    expect(daysTo(taipei, 'FR')).toEqual({ handling_days: 2, transit_min_days: 8, transit_max_days: 14 });
    expect(daysTo(taipei, 'TW')).toEqual({ handling_days: 2, transit_min_days: 1, transit_max_days: 2 });
  });

  it('promises nothing to a zone the shop has no row for, nor to a code that is no country', () => {
    expect(daysTo(taipei, 'BR')).toBeNull();
    expect(daysTo(taipei, 'ZZ')).toBeNull();
  });

  it('keeps the single transit for an address without a country, and for a shop whose zones were never set', () => {
    expect(daysTo(taipei, null)).toEqual({ handling_days: 2, transit_min_days: 7, transit_max_days: 14 });
    expect(daysTo({ ...taipei, zones: [] }, 'BR')).toEqual({
      handling_days: 2,
      transit_min_days: 7,
      transit_max_days: 14,
    });
  });
});

describe('the operator’s table of zones', () => {
  const issues = (rows: unknown) =>
    ZoneTransitTable.safeParse(rows).error?.issues.map((i) => [i.path.join('.'), i.message]);

  it('takes whole days 0–90, the longest not below the shortest, each zone once, at least one', () => {
    expect(issues([{ zone: 'europe', min_days: 8, max_days: 14 }])).toBeUndefined();
    expect(issues([{ zone: 'europe', min_days: 9, max_days: 4 }])).toEqual([['0.max_days', 'validation.transitOrder']]);
    expect(issues([{ zone: 'europe', min_days: 8, max_days: 91 }])).toEqual([['0.max_days', 'validation.days']]);
    expect(issues([{ zone: 'europe', min_days: -1, max_days: 3 }])).toEqual([['0.min_days', 'validation.days']]);
    expect(issues([{ zone: 'mars', min_days: 1, max_days: 3 }])).toEqual([['0.zone', 'validation.invalid']]);
    expect(issues([])).toEqual([['', 'validation.noZone']]);
    const twice = { zone: 'europe', min_days: 8, max_days: 14 };
    expect(issues([twice, twice])).toEqual([['', 'validation.invalid']]);
  });
});
