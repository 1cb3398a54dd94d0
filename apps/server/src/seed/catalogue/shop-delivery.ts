import {
  zoneOf,
  type DestinationZone,
  type ShipFromCountry,
  type WorldZone,
  type ZoneTransit,
} from '@tradewind/contract';
import { randomFor } from './random.js';
import type { ShopProfile } from './shops-curated.js';

/** The countries of the demo shops' origins ("Shenzhen, China"), by their English names. */
const COUNTRY_CODES: Record<string, ShipFromCountry> = {
  China: 'CN',
  'Hong Kong': 'HK',
  Taiwan: 'TW',
  Japan: 'JP',
  'South Korea': 'KR',
  Thailand: 'TH',
  Vietnam: 'VN',
  Indonesia: 'ID',
  Malaysia: 'MY',
  Singapore: 'SG',
  Türkiye: 'TR',
  France: 'FR',
  Denmark: 'DK',
  Austria: 'AT',
  Canada: 'CA',
};

const RETURN_DAYS = [7, 15, 15, 30] as const;

/**
 * A shop's delivery promise (decision 021), deterministic per shop: it ships from its origin, hands a paid
 * order to the carrier in 1–3 days, and the carrier takes 4–7 days at best and 3–6 more at worst.
 */
export function deliveryOf(profile: ShopProfile, index: number) {
  const random = randomFor(0xde11, index);
  const [city, country] = profile.origin.split(', ');
  const transitMinDays = random.int(4, 7);
  return {
    shipsFrom: COUNTRY_CODES[country ?? ''] ?? null,
    shipsFromCity: city ?? null,
    handlingDays: random.int(1, 3),
    transitMinDays,
    transitMaxDays: transitMinDays + random.int(3, 6),
    returnDays: random.pick(RETURN_DAYS),
  };
}

type Days = readonly [min: number, max: number];

/**
 * Tracked cross-border transit, shortest and longest, from a region of origin to each zone (decision 042): figures
 * of the order postal e-commerce services and their private peers publish for small parcels (a week or so within
 * East Asia, two across to Europe, three to Africa and Latin America), not any one carrier's. Domestic is the
 * country's own post.
 */
const TRANSIT_FROM: Partial<Record<WorldZone, Record<DestinationZone, Days>>> = {
  'east-asia': {
    domestic: [1, 3],
    'east-asia': [3, 6],
    'southeast-asia': [5, 9],
    'south-asia': [6, 11],
    oceania: [6, 11],
    europe: [8, 14],
    'middle-east': [7, 12],
    africa: [12, 22],
    'north-america': [7, 12],
    'latin-america': [12, 22],
  },
  'southeast-asia': {
    domestic: [1, 4],
    'east-asia': [5, 9],
    'southeast-asia': [3, 7],
    'south-asia': [6, 10],
    oceania: [6, 10],
    europe: [9, 15],
    'middle-east': [7, 12],
    africa: [12, 22],
    'north-america': [9, 15],
    'latin-america': [14, 24],
  },
  europe: {
    domestic: [1, 3],
    'east-asia': [8, 14],
    'southeast-asia': [9, 15],
    'south-asia': [8, 14],
    oceania: [10, 16],
    europe: [3, 7],
    'middle-east': [5, 10],
    africa: [8, 16],
    'north-america': [6, 11],
    'latin-america': [10, 18],
  },
  'north-america': {
    domestic: [2, 5],
    'east-asia': [7, 12],
    'southeast-asia': [9, 15],
    'south-asia': [10, 16],
    oceania: [8, 14],
    europe: [6, 11],
    'middle-east': [9, 15],
    africa: [12, 20],
    'north-america': [3, 7],
    'latin-america': [7, 14],
  },
};

/** The far zones a small shop may leave out (the demo's buyers, in China, France, Japan and Türkiye, are never). */
const FAR_ZONES: readonly DestinationZone[] = ['africa', 'latin-america', 'south-asia'];

/**
 * A shop's transit per zone, deterministic per shop: its region's figures, a day more or less at random, and one
 * shop in four leaving out the far zones, so that some demo product "does not ship to" a Brazilian address.
 */
export function zonesOf(index: number, shipsFrom: ShipFromCountry | null): ZoneTransit[] {
  const random = randomFor(0x20e5, index);
  const region = shipsFrom ? zoneOf(shipsFrom, null) : undefined;
  const table = TRANSIT_FROM[region as WorldZone] ?? TRANSIT_FROM['east-asia']!;
  const nearOnly = random.chance(0.25);
  return (Object.entries(table) as [DestinationZone, Days][])
    .filter(([zone]) => (zone !== 'domestic' || shipsFrom !== null) && !(nearOnly && FAR_ZONES.includes(zone)))
    .map(([zone, [min, max]]) => {
      const shift = random.int(-1, 1);
      return { zone, min_days: Math.max(1, min + shift), max_days: Math.max(1, max + shift) };
    });
}
