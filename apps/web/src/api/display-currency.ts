import { useSyncExternalStore } from 'react';
import { readCookie, writeCookie } from '@/lib/cookies';
import {
  CURRENCY_COOKIE,
  CURRENCY_OF_LANGUAGE,
  isCurrencyCode,
  isLanguageCode,
  type CurrencyCode,
  type UserInfo,
} from '@tradewind/contract';
import { currentLanguage } from '@/i18n';
import { subscribe as subscribeToTexts } from '@/i18n/store';
import { cookieOptions } from './session-store';

/**
 * The currency a buyer sees estimates in, beside every dollar amount. It follows the interface language
 * (CURRENCY_OF_LANGUAGE) until the buyer chooses one in Settings; the choice is kept as the language is: in a
 * 3-day cookie on this device, and on the account when signed in.
 */
const readCurrencyCookie = (): CurrencyCode | undefined => {
  const value = readCookie(CURRENCY_COOKIE);
  return isCurrencyCode(value) ? value : undefined;
};

let chosen = readCurrencyCookie();
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

export const displayCurrency = (): CurrencyCode => chosen ?? CURRENCY_OF_LANGUAGE[currentLanguage()];

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // A language switch changes the currency of a buyer who has not chosen one.
  const stopTexts = subscribeToTexts(listener);
  return () => {
    listeners.delete(listener);
    stopTexts();
  };
}

export const useDisplayCurrency = (): CurrencyCode => useSyncExternalStore(subscribe, displayCurrency, displayCurrency);

/** This device's choice: the cookie, and every estimate on screen at once (Settings, or the account's on sign-in). */
export function keepDisplayCurrency(currency: CurrencyCode): void {
  writeCookie(CURRENCY_COOKIE, currency, cookieOptions());
  chosen = currency;
  changed();
}

/**
 * A new device (or one whose 3-day cookie has expired) takes the account's choice, as it takes the account's
 * language: when this device has chosen none and the account's currency is not simply its language's
 * (`currency` in userinfo is the one in effect, which is the language's until one is chosen). It becomes this
 * device's choice (the cookie), so switching the language here later leaves it; the account is not told again.
 */
export function adoptAccountCurrency(userInfo: Pick<UserInfo, 'currency' | 'lang'>): void {
  if (readCurrencyCookie()) return;
  const { currency } = userInfo;
  const lang = userInfo.lang?.file_name;
  const followsLanguage = isLanguageCode(lang) && CURRENCY_OF_LANGUAGE[lang] === currency;
  if (!isCurrencyCode(currency) || followsLanguage) return;
  keepDisplayCurrency(currency);
}

/** Reads the cookie again (tests that set or remove it). */
export function rereadCurrencyCookie(): void {
  chosen = readCurrencyCookie();
  changed();
}
