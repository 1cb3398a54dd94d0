import type { LanguageCode } from '../languages.js';

/**
 * The country a reader of each language most likely lives in: a new address's country until they choose another,
 * and the country a visitor's (or a buyer's without an address) delivery window is estimated for, saying so.
 */
export const LANGUAGE_COUNTRY: Readonly<Record<LanguageCode, string>> = {
  en: 'US',
  'zh-cn': 'CN',
  'zh-tw': 'TW',
  ja: 'JP',
  ko: 'KR',
  th: 'TH',
  vi: 'VN',
  id: 'ID',
  tr: 'TR',
  fr: 'FR',
};
