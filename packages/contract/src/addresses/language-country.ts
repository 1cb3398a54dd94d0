import type { LanguageCode } from '../languages.js';

/** The country a reader of each language most likely lives in: a new address's country until they choose another. */
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
