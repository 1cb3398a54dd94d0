import { customsIdKindOf, maskCustomsId } from '@tradewind/contract/customs-ids';
import type { SecretBox } from '../../lib/secret-box.js';
import type { Random } from '../catalogue/random.js';
import { madeUpCustomsId } from '../customs-ids.js';

/**
 * Where past shoppers live: their country (ISO 3166-1), area, a street, its postal code, and the shape of a phone
 * number there.
 */
const PLACES = [
  {
    country: 'US',
    area: 'California, San Francisco',
    street: '1450 Valencia Street',
    postal: '94110',
    mobile: '+1 415 555 01',
  },
  {
    country: 'FR',
    area: 'Île-de-France, Paris',
    street: '18 rue des Martyrs',
    postal: '75009',
    mobile: '+33 6 12 34 56 ',
  },
  {
    country: 'JP',
    area: 'Tokyo, Setagaya-ku',
    street: '3-14-2 Sangenjaya',
    postal: '154-0024',
    mobile: '+81 90-5555-01',
  },
  { country: 'KR', area: 'Seoul, Mapo-gu', street: '27 Yanghwa-ro', postal: '04038', mobile: '+82 10-5555-01' },
  {
    country: 'ID',
    area: 'Jakarta, Kebayoran Baru',
    street: 'Jl. Senopati No. 45',
    postal: '12190',
    mobile: '+62 812-5555-01',
  },
  { country: 'TH', area: 'Bangkok, Watthana', street: '88 Sukhumvit 39', postal: '10110', mobile: '+66 81 555 01' },
  {
    country: 'VN',
    area: 'Ho Chi Minh City, District 1',
    street: '52 Lê Thánh Tôn',
    postal: '700000',
    mobile: '+84 90 555 01',
  },
  {
    country: 'TR',
    area: 'Istanbul, Beşiktaş',
    street: 'Ihlamurdere Cad. No: 12',
    postal: '34353',
    mobile: '+90 532 555 01',
  },
  {
    country: 'TW',
    area: 'Taipei, Da’an District',
    street: 'No. 120, Section 1, Dunhua South Road',
    postal: '106',
    mobile: '+886 912 555 0',
  },
  {
    country: 'CN',
    area: 'Guangdong, Shenzhen',
    street: 'Room 806, 66 Shennan Avenue',
    postal: '518000',
    mobile: '+86 138 5555 01',
  },
] as const;

const GIVEN = ['Maria', 'James', 'Aiko', 'Chen', 'Fatima', 'Lucas', 'Priya', 'Noah', 'Sofia', 'Kenji', 'Amara'];
const FAMILY = ['Garcia', 'Smith', 'Tanaka', 'Wang', 'Haddad', 'Martin', 'Kim', 'Nguyen', 'Yilmaz', 'Santos', 'Lee'];

export interface PastShopper {
  account: string;
  givenName: string;
  familyName: string;
  email: string;
  mobile: string;
  /** As an address row keeps it, the customs ID sealed (null without a box to seal it with). */
  address: {
    addressee: string;
    area: string;
    detailed_address: string;
    tag: string;
    country: string;
    postal_code: string;
    customs_id_cipher: string | null;
    customs_id_masked: string | null;
  };
}

/** How many shoppers bought what the demo catalogue has sold so far. */
export const PAST_SHOPPER_COUNT = 120;

/**
 * The buyers behind the demo catalogue's sales and reviews: accounts nobody signs in to (their password is random
 * and never kept), on reserved example.com addresses. Those whose customs need an ID have a made-up one, sealed
 * with `box` (the server's, so its console can open it), or none without a box.
 */
export function pastShoppers(random: Random, box?: SecretBox): PastShopper[] {
  return Array.from({ length: PAST_SHOPPER_COUNT }, (_, i) => {
    const { givenName, familyName, account } = nameOf(i);
    const place = PLACES[i % PLACES.length]!;
    const kind = customsIdKindOf(place.country);
    const customsId = kind && box ? madeUpCustomsId(kind, i) : null;
    return {
      account,
      givenName,
      familyName,
      email: `${account}@example.com`,
      mobile: `${place.mobile}${String(random.int(0, 99)).padStart(2, '0')}`,
      address: {
        addressee: `${givenName} ${familyName}`,
        area: place.area,
        country: place.country,
        detailed_address: place.street,
        postal_code: place.postal,
        customs_id_cipher: customsId && box!.seal(customsId),
        customs_id_masked: customsId && maskCustomsId(customsId),
        tag: random.chance(0.7) ? 'home' : 'office',
      },
    };
  });
}

function nameOf(i: number) {
  const givenName = GIVEN[i % GIVEN.length]!;
  const familyName = FAMILY[(i * 7 + Math.floor(i / GIVEN.length)) % FAMILY.length]!;
  return {
    givenName,
    familyName,
    account: `${givenName.toLowerCase()}_${familyName.slice(0, 1).toLowerCase()}${10 + i}`,
  };
}

/** Their accounts, lower case: the demo activity and a replaced catalogue tell their orders apart by them. */
export const PAST_SHOPPER_ACCOUNTS: readonly string[] = Array.from(
  { length: PAST_SHOPPER_COUNT },
  (_, i) => nameOf(i).account,
);
