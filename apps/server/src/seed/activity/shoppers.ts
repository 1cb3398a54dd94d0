import { randomBytes, randomInt } from 'node:crypto';
import { AccountApi, AddressApi, AdminWalletApi, centsToDecimal } from '@tradewind/contract';
import type { Api } from './api.js';
import { madeUpCustomsId } from '../customs-ids.js';

export interface ShopperProfile {
  account: string;
  familyName: string;
  givenName: string;
  email: string;
  mobile: string;
  /** Where their parcels' last scan happens. */
  city: string;
  address: {
    addressee: string;
    area: string;
    detailed_address: string;
    tag: string;
    country: string;
    postal_code: string;
    /** Made up, with its check digits, where the country's customs ask for one (decision 041). */
    customs_id?: string;
  };
}

/** Four buyers from four countries, on reserved example.com mail addresses so no real person is ever written to. */
export const DEMO_SHOPPERS: readonly ShopperProfile[] = [
  {
    account: 'lin_wei',
    familyName: 'Lin',
    givenName: 'Wei',
    email: 'lin.wei@example.com',
    mobile: '+86 139 1234 5678',
    city: 'Shanghai',
    address: {
      addressee: 'Lin Wei',
      country: 'CN',
      area: 'Shanghai, Pudong New Area',
      detailed_address: 'Room 1203, 88 Century Avenue',
      postal_code: '200120',
      customs_id: madeUpCustomsId('cn_resident', 1),
      tag: 'home',
    },
  },
  {
    account: 'camille_d',
    familyName: 'Dubois',
    givenName: 'Camille',
    email: 'camille.dubois@example.com',
    mobile: '+33 6 45 78 12 34',
    city: 'Lyon',
    address: {
      addressee: 'Camille Dubois',
      country: 'FR',
      area: 'Auvergne-Rhône-Alpes, Lyon',
      detailed_address: '14 rue de la République',
      postal_code: '69002',
      tag: 'home',
    },
  },
  {
    account: 'sato_yuki',
    familyName: 'Sato',
    givenName: 'Yuki',
    email: 'yuki.sato@example.com',
    mobile: '+81 90-1234-5678',
    city: 'Tokyo',
    address: {
      addressee: 'Sato Yuki',
      country: 'JP',
      area: 'Tokyo, Shibuya-ku',
      detailed_address: '2-21-1 Shibuya, Hikarie 11F',
      postal_code: '150-0002',
      tag: 'office',
    },
  },
  {
    account: 'ahmet_k',
    familyName: 'Kaya',
    givenName: 'Ahmet',
    email: 'ahmet.kaya@example.com',
    mobile: '+90 532 123 45 67',
    city: 'Istanbul',
    address: {
      addressee: 'Ahmet Kaya',
      country: 'TR',
      area: 'Istanbul, Kadıköy',
      detailed_address: 'Caferağa Mah. Moda Cad. No: 42 D: 5',
      postal_code: '34710',
      customs_id: madeUpCustomsId('tckn', 4),
      tag: 'home',
    },
  },
];

/** A registered demo shopper. The token and payment code live in memory only, for the seeding's own calls. */
export interface Shopper {
  profile: ShopperProfile;
  id: number;
  token: string;
  payCode: string;
}

/**
 * Registers one shopper the way the register screen does, with a strong random password nobody is told (the
 * account is for the operator to look at, not to sign in to), then a default address and a random payment code.
 * The session registering opens goes into `tokens` at once, so the caller can end it whatever fails next.
 */
export async function registerShopper(api: Api, profile: ShopperProfile, tokens: string[]): Promise<Shopper> {
  const { city: _city, address, ...person } = profile;
  const registered = await api<{ userinfo: { id: number; token: string } }>('POST', AccountApi.register, undefined, {
    ...person,
    password: randomBytes(24).toString('base64url'),
  });
  const { id, token } = registered.userinfo;
  tokens.push(token);
  await api('POST', AddressApi.add, token, { ...address, mobile: profile.mobile, is_default: true });
  const payCode = String(randomInt(100_000, 1_000_000));
  await api('POST', AccountApi.resetPay, token, {
    old_pay_password: '',
    pay_password: payCode,
    re_pay_password: payCode,
  });
  return { profile, id, token, payCode };
}

/** The starting balance, as an operator adjustment: the ledger explains it like any other balance change. */
export async function fundShopper(api: Api, operatorToken: string, shopper: Shopper, cents: number) {
  await api('POST', AdminWalletApi.balanceAdjust, operatorToken, {
    user_id: shopper.id,
    amount: centsToDecimal(cents),
    reason: 'Demo balance',
  });
}
