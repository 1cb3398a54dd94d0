import { DEFAULT_LANGUAGE, type LanguageCode } from '@tradewind/contract';
import { toLocaleTag } from './locale-tag';
import { activeLanguage, textsOf, type TextTree } from './store';

/** Values for `{{name}}`; a numeric `count` also picks the plural form. */
export type TranslateOptions = Record<string, unknown>;
export type TFunction = (key: string, options?: TranslateOptions) => string;

function lookup(tree: TextTree | undefined, key: string): string | undefined {
  let node: string | TextTree | undefined = tree;
  for (const part of key.split('.')) {
    if (typeof node !== 'object') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

const pluralRules = new Map<LanguageCode, Intl.PluralRules>();
function pluralCategory(lang: LanguageCode, count: number): Intl.LDMLPluralRule {
  let rules = pluralRules.get(lang);
  if (!rules) pluralRules.set(lang, (rules = new Intl.PluralRules(toLocaleTag(lang))));
  return rules.select(count);
}

/** i18next's v4 JSON plurals: `key_zero` for 0 when a file has it, then the language's own form, then `_other`. */
function candidates(lang: LanguageCode, key: string, count: unknown): string[] {
  if (typeof count !== 'number') return [key];
  const forms = [`${key}_${pluralCategory(lang, count)}`, `${key}_other`, key];
  return count === 0 ? [`${key}_zero`, ...forms] : forms;
}

function find(lang: LanguageCode, key: string, count: unknown): string | undefined {
  const tree = textsOf(lang);
  for (const candidate of candidates(lang, key, count)) {
    const text = lookup(tree, candidate);
    if (text !== undefined) return text;
  }
  return undefined;
}

/** `{{name}}` takes the option's value as it is (React escapes on render); an unknown name stays visible. */
const interpolate = (text: string, options: TranslateOptions): string =>
  text.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (placeholder, name: string) =>
    options[name] === undefined ? placeholder : String(options[name]),
  );

/** The text in the active language, else in English, else the key itself, so a gap shows where it is. */
export function translate(key: string, options: TranslateOptions = {}): string {
  const lang = activeLanguage();
  const text =
    find(lang, key, options.count) ??
    (lang === DEFAULT_LANGUAGE ? undefined : find(DEFAULT_LANGUAGE, key, options.count));
  return text === undefined ? key : interpolate(text, options);
}

export const hasText = (key: string): boolean =>
  lookup(textsOf(activeLanguage()), key) !== undefined || lookup(textsOf(DEFAULT_LANGUAGE), key) !== undefined;
