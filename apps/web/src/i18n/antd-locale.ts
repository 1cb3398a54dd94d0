import { setDefaultConfig } from 'antd-mobile';
import type { LanguageCode } from '@tradewind/contract';
import enUS from 'antd-mobile/es/locales/en-US';

type AntdLocale = Parameters<typeof setDefaultConfig>[0]['locale'];

/** antd-mobile's own texts (dialog buttons, pull-to-refresh…) default to Chinese: follow our language instead. */
const antdLocales: Record<LanguageCode, () => Promise<{ default: AntdLocale }>> = {
  // English is in the entry, like our first screen's English texts (english-first-screen.ts).
  en: async () => ({ default: enUS }),
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

let current: AntdLocale | undefined;

/** Sets the default antd-mobile locale (imperative Dialog/Toast read it) and keeps it for <ConfigProvider>. */
export async function applyAntdLocale(lang: LanguageCode): Promise<void> {
  const { default: locale } = await antdLocales[lang]();
  current = locale;
  setDefaultConfig({ locale });
}

export const antdLocale = (): AntdLocale | undefined => current;
