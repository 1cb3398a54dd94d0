import { useSyncExternalStore } from 'react';
import { readCookie, writeCookie } from '@/lib/cookies';
import { CURRENCY_COOKIE, CURRENCY_OF_LANGUAGE, FxApi, isCurrencyCode, type CurrencyCode } from '@tradewind/contract';
import { currentLanguage } from '@/i18n';
import { subscribe as subscribeToTexts } from '@/i18n/store';
import { http } from './http';
import { cookieOptions, sessionStore } from './session-store';

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

/** Every estimate on screen changes at once; a signed-in account is told too, so its other devices follow. */
export async function chooseDisplayCurrency(currency: CurrencyCode): Promise<void> {
  writeCookie(CURRENCY_COOKIE, currency, cookieOptions());
  chosen = currency;
  changed();
  if (sessionStore.getState().token) await http.get(FxApi.setCurrency, { params: { currency } });
}

/** Reads the cookie again (tests that set or remove it). */
export function rereadCurrencyCookie(): void {
  chosen = readCurrencyCookie();
  changed();
}
