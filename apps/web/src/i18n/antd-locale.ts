import type { LanguageCode } from '@tradewind/contract';

type AntdLocale = import('antd-mobile/es/locales/base').Locale;

/** antd-mobile's own texts (dialog buttons, steppers…) default to Chinese: follow our language instead. */
const antdLocales: Record<LanguageCode, () => Promise<{ default: AntdLocale }>> = {
  en: () => import('antd-mobile/es/locales/en-US'),
  'zh-cn': () => import('antd-mobile/es/locales/zh-CN'),
  'zh-tw': () => import('antd-mobile/es/locales/zh-TW'),
  ja: () => import('antd-mobile/es/locales/ja-JP'),
  ko: () => import('antd-mobile/es/locales/ko-KR'),
  th: () => import('antd-mobile/es/locales/th-TH'),
  vi: () => import('antd-mobile/es/locales/vi-VN'),
  id: () => import('antd-mobile/es/locales/id-ID'),
  tr: () => import('antd-mobile/es/locales/tr-TR'),
  fr: () => import('antd-mobile/es/locales/fr-FR'),
};

let language: LanguageCode = 'en';
let inUse = false;
let applied: Promise<void> = Promise.resolve();

async function load(lang: LanguageCode): Promise<void> {
  const [{ setDefaultConfig }, { default: locale }] = await Promise.all([import('./antd-config'), antdLocales[lang]()]);
  setDefaultConfig({ locale });
}

/**
 * Follows a language switch. Until a screen with antd-mobile components has loaded (the first screen of /home has
 * none), only the language is noted: antd-mobile's code and texts stay off the first screen.
 */
export function applyAntdLocale(lang: LanguageCode): Promise<void> {
  language = lang;
  if (!inUse) return Promise.resolve();
  applied = load(lang);
  return applied;
}

/** Awaited by every part that shows antd-mobile components, before its screens render: their texts are set. */
export function antdTextsReady(): Promise<void> {
  if (!inUse) {
    inUse = true;
    applied = load(language);
  }
  return applied;
}
