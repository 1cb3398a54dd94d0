import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGE_CODES, isLanguageCode, type LanguageCode } from '@tradewind/contract';
import { loadBundle } from './resources';
import { toLocaleTag } from './locale-tag';
import { applyAntdLocale } from './antd-locale';

export { i18n };

const loaded = new Set<LanguageCode>();
const loading = new Map<LanguageCode, Promise<void>>();

function ensureLoaded(lang: LanguageCode): Promise<void> {
  if (loaded.has(lang)) return Promise.resolve();
  let pending = loading.get(lang);
  if (!pending) {
    pending = loadBundle(lang)
      .then((bundle) => {
        i18n.addResourceBundle(lang, 'translation', bundle, true, true);
        loaded.add(lang);
      })
      .finally(() => loading.delete(lang));
    loading.set(lang, pending);
  }
  return pending;
}

/** Loads English (the fallback) and `lang`, then starts i18next in `lang`. Call before the first render. */
export async function initI18n(lang: LanguageCode = DEFAULT_LANGUAGE): Promise<void> {
  if (!i18n.isInitialized) {
    await i18n.use(initReactI18next).init({
      lng: lang,
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: LANGUAGE_CODES,
      // Our codes are lower-case file names (`zh-cn`); without this i18next would look up `zh-CN`.
      lowerCaseLng: true,
      load: 'currentOnly',
      resources: {},
      partialBundledLanguages: true,
      interpolation: { escapeValue: false },
      react: { useSuspense: false },
    });
  }
  await Promise.all([ensureLoaded(DEFAULT_LANGUAGE), ensureLoaded(lang)]);
  await changeLanguage(lang);
}

/** Loads the language when needed, switches to it and sets <html lang>. */
export async function changeLanguage(lang: LanguageCode): Promise<void> {
  await Promise.all([ensureLoaded(lang), applyAntdLocale(lang)]);
  if (i18n.language !== lang) await i18n.changeLanguage(lang);
  document.documentElement.lang = toLocaleTag(lang);
}

export function currentLanguage(): LanguageCode {
  return isLanguageCode(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
}

export const t = (key: string, options?: Record<string, unknown>): string => i18n.t(key, options);
