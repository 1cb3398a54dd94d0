import type { LanguageCode, Messages } from '@tradewind/contract';

export type Bundle = Record<string, unknown>;

/** One chunk per language: the contract's messages (error.*, validation.*, success.*, mail.*). */
const contractMessages: Record<LanguageCode, () => Promise<Messages>> = {
  en: () => import('@tradewind/contract/messages/en').then((m) => m.en),
  'zh-cn': () => import('@tradewind/contract/messages/zh-cn').then((m) => m.zhCn),
  'zh-tw': () => import('@tradewind/contract/messages/zh-tw').then((m) => m.zhTw),
  ja: () => import('@tradewind/contract/messages/ja').then((m) => m.ja),
  ko: () => import('@tradewind/contract/messages/ko').then((m) => m.ko),
  th: () => import('@tradewind/contract/messages/th').then((m) => m.th),
  vi: () => import('@tradewind/contract/messages/vi').then((m) => m.vi),
  id: () => import('@tradewind/contract/messages/id').then((m) => m.id),
  tr: () => import('@tradewind/contract/messages/tr').then((m) => m.tr),
  fr: () => import('@tradewind/contract/messages/fr').then((m) => m.fr),
};

/** Every `locales/<lang>/<namespace>.json`, loaded on demand; a file's content sits under its namespace. */
const localeFiles = import.meta.glob<Bundle>('./locales/*/*.json', { import: 'default' });

const namespaceOf = (path: string): string => path.slice(path.lastIndexOf('/') + 1, -'.json'.length);

export async function loadBundle(lang: LanguageCode): Promise<Bundle> {
  const prefix = `./locales/${lang}/`;
  const files = Object.entries(localeFiles).filter(([path]) => path.startsWith(prefix));
  const [messages, ...namespaces] = await Promise.all([
    contractMessages[lang](),
    ...files.map(async ([path, load]) => [namespaceOf(path), await load()] as const),
  ]);
  return { ...(messages as Bundle), ...Object.fromEntries(namespaces as (readonly [string, Bundle])[]) };
}
