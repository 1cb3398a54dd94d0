import type { Locale } from 'antd/es/locale';
import { DEFAULT_LANGUAGE, isLanguageCode, type LanguageCode } from '@tradewind/contract';
import { changeLanguage, currentLanguage, i18n } from '@/i18n';
import type { TextTree as Bundle } from '@/i18n/store';

/**
 * The console's own texts (`admin.*`, from `locales/<lang>/*.json`) live in this chunk, so a buyer's language
 * bundle never carries them.
 * English is always loaded as the fallback; other languages through the same keys.
 */
const files = import.meta.glob<Bundle>('./locales/*/*.json', { import: 'default' });

const antdLocales: Record<LanguageCode, () => Promise<{ default: Locale }>> = {
  en: () => import('antd/es/locale/en_US'),
  'zh-cn': () => import('antd/es/locale/zh_CN'),
  'zh-tw': () => import('antd/es/locale/zh_TW'),
  ja: () => import('antd/es/locale/ja_JP'),
  ko: () => import('antd/es/locale/ko_KR'),
  th: () => import('antd/es/locale/th_TH'),
  vi: () => import('antd/es/locale/vi_VN'),
  id: () => import('antd/es/locale/id_ID'),
  tr: () => import('antd/es/locale/tr_TR'),
  fr: () => import('antd/es/locale/fr_FR'),
  ar: () => import('antd/es/locale/ar_EG'),
  es: () => import('antd/es/locale/es_ES'),
  'pt-br': () => import('antd/es/locale/pt_BR'),
  de: () => import('antd/es/locale/de_DE'),
  ru: () => import('antd/es/locale/ru_RU'),
};

const LANG_KEY = 'tradewind.admin.lang';
const loaded = new Set<LanguageCode>();
let antdLocale: Locale | undefined;

/** `locales/<lang>/common.json` sits at `admin.*`; every other file at `admin.<its name>.*`. */
async function loadTexts(lang: LanguageCode): Promise<void> {
  if (loaded.has(lang)) return;
  const prefix = `./locales/${lang}/`;
  const parts = await Promise.all(
    Object.entries(files)
      .filter(([path]) => path.startsWith(prefix))
      .map(async ([path, load]) => {
        const name = path.slice(prefix.length, -'.json'.length);
        const texts = await load();
        return name === 'common' ? texts : { [name]: texts };
      }),
  );
  i18n.addResourceBundle(lang, 'translation', { admin: Object.assign({}, ...parts) }, true, true);
  loaded.add(lang);
}

/** The operator's language: the one last chosen in the console, else the app's current one. */
export function initialAdminLanguage(): LanguageCode {
  const saved = localStorage.getItem(LANG_KEY);
  return isLanguageCode(saved) ? saved : currentLanguage();
}

/** Loads the console's texts and antd's for `lang`, then switches the whole interface to it. */
export async function applyAdminLanguage(lang: LanguageCode): Promise<void> {
  const [{ default: locale }] = await Promise.all([antdLocales[lang](), loadTexts(DEFAULT_LANGUAGE), loadTexts(lang)]);
  antdLocale = locale;
  localStorage.setItem(LANG_KEY, lang);
  await changeLanguage(lang);
}

export const currentAntdLocale = (): Locale | undefined => antdLocale;
