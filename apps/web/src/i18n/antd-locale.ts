import type { LanguageCode } from '@tradewind/contract';

let language: LanguageCode = 'en';
let inUse = false;
let applied: Promise<void> = Promise.resolve();

/** antd-mobile's texts in `lang` (dialog buttons, steppers…: they default to Chinese), from a chunk of their own. */
const load = async (lang: LanguageCode): Promise<void> => (await import('./antd-config')).setAntdLocale(lang);

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
