import { DEFAULT_LANGUAGE, directionOf, type LanguageCode } from '@tradewind/contract';
import { applyAntdLocale } from './antd-locale';
import { toLocaleTag } from './locale-tag';
import { loadNamespaces, requestedNamespaces } from './resources';
import { SHELL_NAMESPACES } from './route-namespaces';
import { activeLanguage, setActiveLanguage } from './store';

let latestSwitch = 0;

/** Loads the screen's texts in `lang` (with the namespaces already in use), then switches and sets <html lang> and dir. */
export async function changeLanguage(lang: LanguageCode): Promise<void> {
  const thisSwitch = ++latestSwitch;
  await Promise.all([loadNamespaces(lang, [...requestedNamespaces]), applyAntdLocale(lang)]);
  // Two quick switches: the one asked for last wins, whichever download finishes first.
  if (thisSwitch !== latestSwitch) return;
  setActiveLanguage(lang);
  document.documentElement.lang = toLocaleTag(lang);
  // Arabic mirrors the whole interface: every style sheet is written in logical properties (decision 050),
  // so the document's direction is all a switch changes.
  document.documentElement.dir = directionOf(lang);
  // A screen that asked for its texts during the switch got them in the old language only: fetch the rest now.
  // Until they arrive it shows English; a failed download is tried again by the next screen that needs it.
  loadNamespaces(lang, [...requestedNamespaces]).catch(() => undefined);
}

/** Loads the shell's texts (and `namespaces`) in English and `lang`, then starts in `lang`. Call before rendering. */
export async function initI18n(
  lang: LanguageCode = DEFAULT_LANGUAGE,
  namespaces: readonly string[] = SHELL_NAMESPACES,
): Promise<void> {
  await loadNamespaces(lang, namespaces);
  await changeLanguage(lang);
}

export const currentLanguage = (): LanguageCode => activeLanguage();
