import type { TextTree } from './store';

/**
 * The first screen's English texts ride in the entry: English is every buyer's fallback, so they are never
 * wasted, and /home waits for no translation file in English. Globs take only literal patterns, so the list is
 * written out; route-namespaces.test.ts checks it against FIRST_SCREEN_NAMESPACES.
 */
const englishFiles = import.meta.glob<TextTree>('./locales/en/{common,nav,title,bag,catalogue}.json', {
  eager: true,
  import: 'default',
});

const namespaceOf = (path: string): string => path.slice(path.lastIndexOf('/') + 1, -'.json'.length);

export const ENGLISH_FIRST_SCREEN: Readonly<Record<string, TextTree>> = {
  ...Object.fromEntries(
    Object.entries(englishFiles).map(([path, tree]) => [namespaceOf(path), { [namespaceOf(path)]: tree }]),
  ),
};
