import type { LanguageCode } from '@tradewind/contract';
import { toLocaleTag } from './locale-tag';

const PLURAL_SUFFIX = /^(.+)_(zero|one|two|few|many|other)$/;

/**
 * The plural forms a language's texts need (decision 050): the categories its
 * Intl.PluralRules picks for whole counts 0–200, plus `other`, the fallback. Arabic needs all six, Russian one, few,
 * many and other, Japanese other alone. The translator picks among the same categories (translate.ts).
 */
export function pluralFormsOf(lang: LanguageCode): string[] {
  const rules = new Intl.PluralRules(toLocaleTag(lang));
  const forms = new Set<string>();
  for (let count = 0; count <= 200; count++) forms.add(rules.select(count));
  forms.add('other');
  return [...forms];
}

/** A key's plural group and form: `orders_few` → ['orders', 'few']; undefined for a key without a plural suffix. */
export function pluralPartsOf(key: string): [string, string] | undefined {
  const match = PLURAL_SUFFIX.exec(key);
  return match ? [match[1]!, match[2]!] : undefined;
}

/** Every plural key `lang` must have for the English keys given: `x_<form>` for each English `x_other`. */
export function requiredPluralKeys(englishKeys: Iterable<string>, lang: LanguageCode): string[] {
  const forms = pluralFormsOf(lang);
  return [...englishKeys].flatMap((key) => {
    const parts = pluralPartsOf(key);
    return parts?.[1] === 'other' ? forms.map((form) => `${parts[0]}_${form}`) : [];
  });
}

/** A key English lacks but the language may hold: another plural form of an English plural group it uses. */
export function isExtraPluralForm(key: string, englishKeys: ReadonlySet<string>, lang: LanguageCode): boolean {
  const parts = pluralPartsOf(key);
  if (!parts || !englishKeys.has(`${parts[0]}_other`)) return false;
  return new Intl.PluralRules(toLocaleTag(lang))
    .resolvedOptions()
    .pluralCategories.includes(parts[1] as Intl.LDMLPluralRule);
}
