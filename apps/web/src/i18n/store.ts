import { DEFAULT_LANGUAGE, type LanguageCode } from '@tradewind/contract';

/** Texts of one language: a namespace's JSON sits under its name, the contract's messages at the top. */
export type TextTree = { [key: string]: string | TextTree };

const texts = new Map<LanguageCode, TextTree>();
const listeners = new Set<() => void>();
let language: LanguageCode = DEFAULT_LANGUAGE;
// Bumped on every change, so useSyncExternalStore re-renders readers after a switch or a namespace arriving.
let version = 0;

function changed(): void {
  version += 1;
  for (const listener of listeners) listener();
}

function mergeInto(target: TextTree, source: TextTree): void {
  for (const [key, value] of Object.entries(source)) {
    const existing = target[key];
    if (typeof value === 'object' && typeof existing === 'object') mergeInto(existing, value);
    else target[key] = typeof value === 'object' ? structuredClone(value) : value;
  }
}

export function addTexts(lang: LanguageCode, tree: TextTree): void {
  let own = texts.get(lang);
  if (!own) texts.set(lang, (own = {}));
  mergeInto(own, tree);
  changed();
}

export const textsOf = (lang: LanguageCode): TextTree | undefined => texts.get(lang);

export const activeLanguage = (): LanguageCode => language;

export function setActiveLanguage(lang: LanguageCode): void {
  if (lang === language) return;
  language = lang;
  changed();
}

export function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const storeVersion = (): number => version;
