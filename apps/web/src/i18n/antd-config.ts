import type { LanguageCode } from '@tradewind/contract';
import { setDefaultConfig } from 'antd-mobile';

type AntdLocale = import('antd-mobile/es/locales/base').Locale;

/**
 * antd-mobile's config and its texts per language, a chunk of their own, loaded by i18n/antd-locale.ts once a screen
 * with antd-mobile components is on its way (antd-mobile alone: the barrel imported dynamically would be all of
 * antd-mobile in one chunk).
 */
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
  ar: () => import('antd-mobile/es/locales/ar-SA'),
  es: () => import('antd-mobile/es/locales/es-ES'),
  'pt-br': () => import('antd-mobile/es/locales/pt-BR'),
  de: () => import('antd-mobile/es/locales/de-DE'),
  ru: () => import('antd-mobile/es/locales/ru-RU'),
};

/** antd-mobile's own texts (dialog buttons, steppers…) default to Chinese: follow our language instead. */
export async function setAntdLocale(lang: LanguageCode): Promise<void> {
  const { default: locale } = await antdLocales[lang]();
  setDefaultConfig({ locale });
}
