/**
 * The languages the demo's catalogue is translated into, beside its English originals (decision 053), in the order
 * of each row of the tables here. The last five are the ones the five-markets work adds to the app; a translation
 * in a language the app does not offer yet is simply never read.
 */
export const SEED_LANGUAGES = [
  'zh-cn',
  'zh-tw',
  'ja',
  'ko',
  'th',
  'vi',
  'id',
  'tr',
  'fr',
  'ar',
  'es',
  'pt-br',
  'de',
  'ru',
] as const;

/** A string for each entry of a tuple (mapped over a type parameter, so it stays a tuple of that length). */
type TextEach<T extends readonly unknown[]> = { readonly [K in keyof T]: string };

/** One text in every seed language, in `SEED_LANGUAGES` order. */
export type InEveryLanguage = TextEach<typeof SEED_LANGUAGES>;

/** Rows of `{ lang, text }` from a table keyed by the English original. */
export const rowsOf = (table: Readonly<Record<string, InEveryLanguage>>) =>
  Object.entries(table).flatMap(([original, texts]) =>
    SEED_LANGUAGES.map((lang, index) => ({ original, lang, text: texts[index]! })),
  );
