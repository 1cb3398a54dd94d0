import type { ShipFromCountry } from '@tradewind/contract';
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
