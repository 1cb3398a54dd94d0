import { DEFAULT_LANGUAGE, type LanguageCode, type Messages } from '@tradewind/contract';
import { ENGLISH_FIRST_SCREEN } from './english-first-screen';
import { MESSAGES_NAMESPACE } from './route-namespaces';
import { addTexts, type TextTree } from './store';

/** The contract's messages (error.*, validation.*, success.*, mail.*): a chunk each, loaded by the parts that use them. */
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
  ar: () => import('@tradewind/contract/messages/ar').then((m) => m.ar),
  es: () => import('@tradewind/contract/messages/es').then((m) => m.es),
  'pt-br': () => import('@tradewind/contract/messages/pt-br').then((m) => m.ptBr),
  de: () => import('@tradewind/contract/messages/de').then((m) => m.de),
  ru: () => import('@tradewind/contract/messages/ru').then((m) => m.ru),
};

type Files = Record<string, () => Promise<TextTree>>;

/** English's other namespaces, each its own chunk, loaded when a screen needs it. */
const englishFiles: Files = import.meta.glob<TextTree>(
  ['./locales/en/*.json', '!./locales/en/{common,nav,title,bag,catalogue}.json'],
  { import: 'default' },
);
/** Another language's list of files comes in a chunk of its own: the entry does not carry fourteen lists. */
const otherFiles: Record<Exclude<LanguageCode, 'en'>, () => Promise<{ default: Files }>> = {
  'zh-cn': () => import('./locale-files/zh-cn'),
  'zh-tw': () => import('./locale-files/zh-tw'),
  ja: () => import('./locale-files/ja'),
  ko: () => import('./locale-files/ko'),
  th: () => import('./locale-files/th'),
  vi: () => import('./locale-files/vi'),
  id: () => import('./locale-files/id'),
  tr: () => import('./locale-files/tr'),
  fr: () => import('./locale-files/fr'),
  ar: () => import('./locale-files/ar'),
  es: () => import('./locale-files/es'),
  'pt-br': () => import('./locale-files/pt-br'),
  de: () => import('./locale-files/de'),
  ru: () => import('./locale-files/ru'),
};
const filesOf = async (lang: LanguageCode): Promise<Files> =>
  lang === DEFAULT_LANGUAGE ? englishFiles : (await otherFiles[lang as Exclude<LanguageCode, 'en'>]()).default;

export const ALL_NAMESPACES: readonly string[] = [
  MESSAGES_NAMESPACE,
  ...Object.keys(ENGLISH_FIRST_SCREEN),
  ...Object.keys(englishFiles).map((path) => path.slice(path.lastIndexOf('/') + 1, -'.json'.length)),
];

async function fetchNamespace(lang: LanguageCode, namespace: string): Promise<TextTree> {
  if (lang === DEFAULT_LANGUAGE && ENGLISH_FIRST_SCREEN[namespace]) return ENGLISH_FIRST_SCREEN[namespace];
  if (namespace === MESSAGES_NAMESPACE) return (await contractMessages[lang]()) as unknown as TextTree;
  const files = await filesOf(lang);
  const load = files[`./locales/${lang}/${namespace}.json`] ?? files[`../locales/${lang}/${namespace}.json`];
  if (!load) throw new Error(`No translation namespace "${namespace}" for ${lang}`);
  return { [namespace]: await load() };
}

const loads = new Map<string, Promise<void>>();
/** Every namespace asked for so far: a language switch loads these in the new language. */
export const requestedNamespaces = new Set<string>();

function loadOne(lang: LanguageCode, namespace: string): Promise<void> {
  const id = `${lang}/${namespace}`;
  let pending = loads.get(id);
  if (!pending) {
    pending = fetchNamespace(lang, namespace).then((tree) => addTexts(lang, tree));
    // A failed download (offline) is tried again the next time a screen asks for it.
    pending.catch(() => loads.delete(id));
    loads.set(id, pending);
  }
  return pending;
}

/**
 * Loads `namespaces` in `lang` and in English (the fallback), each file once; resolves when all are there.
 * The router awaits this before it shows a screen, with the screen part's list from PART_NAMESPACES.
 */
export async function loadNamespaces(lang: LanguageCode, namespaces: readonly string[]): Promise<void> {
  for (const namespace of namespaces) requestedNamespaces.add(namespace);
  const langs = lang === DEFAULT_LANGUAGE ? [lang] : [DEFAULT_LANGUAGE, lang];
  await Promise.all(langs.flatMap((each) => namespaces.map((namespace) => loadOne(each, namespace))));
}

/**
 * A screen's texts, for the router: English (the fallback, precached with the app) must be there; the language's
 * own are waited for, but when they cannot be fetched (offline, and never downloaded on this phone) the screen
 * opens with English texts where its own are missing instead of not opening at all. They are tried again by the
 * next screen that asks.
 */
export async function loadScreenNamespaces(lang: LanguageCode, namespaces: readonly string[]): Promise<void> {
  if (lang === DEFAULT_LANGUAGE) return loadNamespaces(lang, namespaces);
  const english = loadNamespaces(DEFAULT_LANGUAGE, namespaces);
  for (const namespace of namespaces) requestedNamespaces.add(namespace);
  const own = Promise.all(namespaces.map((namespace) => loadOne(lang, namespace))).catch(() => undefined);
  await Promise.all([english, own]);
}

/**
 * Every text of a language the buyer has just chosen, downloaded in the background: the service worker keeps them
 * as they go by, so every screen opens in that language offline too, not only those opened since the switch.
 */
export function downloadLanguage(lang: LanguageCode): Promise<void> {
  if (lang === DEFAULT_LANGUAGE) return Promise.resolve();
  return Promise.all(ALL_NAMESPACES.map((namespace) => loadOne(lang, namespace).catch(() => undefined))).then(
    () => undefined,
  );
}
