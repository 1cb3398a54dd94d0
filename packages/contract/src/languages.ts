/**
 * docs/architecture.md §6: the ten languages of the specification and five more markets (decision
 * 050); English is the default and the fallback.
 */
export const LANGUAGES = [
  { file_name: 'en', language_name: 'English', chinese_name: '英语' },
  { file_name: 'zh-cn', language_name: '简体中文', chinese_name: '简体中文' },
  { file_name: 'zh-tw', language_name: '繁體中文', chinese_name: '繁体中文' },
  { file_name: 'ja', language_name: '日本語', chinese_name: '日语' },
  { file_name: 'ko', language_name: '한국어', chinese_name: '韩语' },
  { file_name: 'th', language_name: 'ไทย', chinese_name: '泰语' },
  { file_name: 'vi', language_name: 'Tiếng Việt', chinese_name: '越南语' },
  { file_name: 'id', language_name: 'Bahasa Indonesia', chinese_name: '印尼语' },
  { file_name: 'tr', language_name: 'Türkçe', chinese_name: '土耳其语' },
  { file_name: 'fr', language_name: 'Français', chinese_name: '法语' },
  { file_name: 'ar', language_name: 'العربية', chinese_name: '阿拉伯语' },
  { file_name: 'es', language_name: 'Español', chinese_name: '西班牙语' },
  { file_name: 'pt-br', language_name: 'Português (Brasil)', chinese_name: '巴西葡萄牙语' },
  { file_name: 'de', language_name: 'Deutsch', chinese_name: '德语' },
  { file_name: 'ru', language_name: 'Русский', chinese_name: '俄语' },
] as const;

export type LanguageCode = (typeof LANGUAGES)[number]['file_name'];
export const LANGUAGE_CODES = LANGUAGES.map((l) => l.file_name) as [LanguageCode, ...LanguageCode[]];
export const DEFAULT_LANGUAGE: LanguageCode = 'en';

export type LanguageInfo = { language_name: string; chinese_name: string; file_name: LanguageCode };

export const isLanguageCode = (value: unknown): value is LanguageCode =>
  typeof value === 'string' && (LANGUAGE_CODES as readonly string[]).includes(value);

export const languageOf = (code: LanguageCode): LanguageInfo => LANGUAGES.find((l) => l.file_name === code)!;

/** Picks a supported language from a code such as `fr-FR`, `zh-TW` or `zh-Hans`. */
export function matchLanguage(raw: string | undefined | null): LanguageCode | undefined {
  if (!raw) return undefined;
  const code = raw.trim().toLowerCase();
  if (isLanguageCode(code)) return code;
  if (code.startsWith('zh')) return /tw|hk|mo|hant/.test(code) ? 'zh-tw' : 'zh-cn';
  // Portuguese: Brazil's is the one offered, for Portugal's readers too.
  if (code === 'pt' || code.startsWith('pt-') || code.startsWith('pt_')) return 'pt-br';
  const base = code.split(/[-_]/)[0];
  return isLanguageCode(base) ? base : undefined;
}

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
  ar: 'AE',
  es: 'ES',
  'pt-br': 'BR',
  de: 'DE',
  ru: 'RU',
};

/** The languages written right to left: the document takes `dir="rtl"` and the layout mirrors. */
export const RTL_LANGUAGES: readonly LanguageCode[] = ['ar'];
export const isRtl = (lang: LanguageCode): boolean => RTL_LANGUAGES.includes(lang);
export const directionOf = (lang: LanguageCode): 'rtl' | 'ltr' => (isRtl(lang) ? 'rtl' : 'ltr');
