import type { LanguageCode } from '../languages.js';

/**
 * The currencies a buyer may see estimates in, with their ISO 4217 minor units (the digits after the decimal sign:
 * JPY, KRW, VND and CLP have none). Dollars stay the price and the settlement currency: every other currency is an
 * estimate beside a dollar amount, never charged or credited.
 */
export const DISPLAY_CURRENCIES = {
  USD: 2,
  EUR: 2,
  GBP: 2,
  JPY: 0,
  KRW: 0,
  CNY: 2,
  TWD: 2,
  HKD: 2,
  THB: 2,
  VND: 0,
  IDR: 2,
  TRY: 2,
  BRL: 2,
  MXN: 2,
  AUD: 2,
  CAD: 2,
  SGD: 2,
  CHF: 2,
  CLP: 0,
  NZD: 2,
  AED: 2,
  SAR: 2,
  RUB: 2,
} as const satisfies Record<string, number>;

export type CurrencyCode = keyof typeof DISPLAY_CURRENCIES;
export const CURRENCY_CODES = Object.keys(DISPLAY_CURRENCIES) as [CurrencyCode, ...CurrencyCode[]];
/** The price and settlement currency: an estimate in it is the amount itself, and none is shown. */
export const SETTLEMENT_CURRENCY: CurrencyCode = 'USD';

export const isCurrencyCode = (value: unknown): value is CurrencyCode =>
  typeof value === 'string' && Object.hasOwn(DISPLAY_CURRENCIES, value);

export const minorUnitsOf = (currency: CurrencyCode): number => DISPLAY_CURRENCIES[currency];

/** The display currency a buyer starts with, from their language, until they choose another in Settings. */
export const CURRENCY_OF_LANGUAGE: Record<LanguageCode, CurrencyCode> = {
  en: 'USD',
  'zh-cn': 'CNY',
  'zh-tw': 'TWD',
  ja: 'JPY',
  ko: 'KRW',
  th: 'THB',
  vi: 'VND',
  id: 'IDR',
  tr: 'TRY',
  fr: 'EUR',
  // Decision 050: the Gulf's largest market by cross-border spend first; SAR is offered in
  // Settings beside it. Spanish readers start in euros (MXN stays selectable).
  ar: 'AED',
  es: 'EUR',
  'pt-br': 'BRL',
  de: 'EUR',
  ru: 'RUB',
};
