import { isLanguageCode, type LanguageCode } from '../languages.js';
import { CURRENCY_OF_LANGUAGE, isCurrencyCode, type CurrencyCode } from './currencies.js';

/**
 * The display currency a buyer sees estimates in: the one they chose in Settings (kept on the account, or a
 * visitor's `currency` cookie), else the one of their language (CURRENCY_OF_LANGUAGE). A choice that is not a
 * display currency (an old cookie, a hand-made one) counts as none.
 */
export function displayCurrencyOf(chosen: string | null | undefined, lang: LanguageCode | string): CurrencyCode {
  if (isCurrencyCode(chosen)) return chosen;
  return CURRENCY_OF_LANGUAGE[isLanguageCode(lang) ? lang : 'en'];
}
