import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '@tradewind/contract';
import { isExtraPluralForm, requiredPluralKeys } from '@/i18n/plural-forms';

/**
 * The console's texts: every language has every area's file with every key, translated. Placeholders match
 * English everywhere, so no text loses its figure.
 */
const files = import.meta.glob<Record<string, unknown>>('./*/*.json', { eager: true, import: 'default' });
const areas = Object.keys(files)
  .filter((path) => path.startsWith('./en/'))
  .map((path) => path.slice('./en/'.length, -'.json'.length));

function flatten(node: unknown, prefix = ''): [string, string][] {
  if (typeof node !== 'object' || node === null) return [[prefix, String(node)]];
  return Object.entries(node).flatMap(([key, value]) => flatten(value, prefix ? `${prefix}.${key}` : key));
}

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();
/** Words some languages share with English (SKU, Logo, Stock in French…): fewer than this share of an area. */
const SAME_AS_ENGLISH_AT_MOST = 0.15;

describe.each(LANGUAGE_CODES.filter((lang) => lang !== 'en'))('console texts in %s', (lang) => {
  it.each(areas)('%s', (area) => {
    const file = files[`./${lang}/${area}.json`];
    expect(file, `${lang}/${area}.json`).toBeDefined();
    const english = flatten(files[`./en/${area}.json`]);
    const texts = new Map(flatten(file));
    expect(english.filter(([key]) => !texts.get(key)?.trim()).map(([key]) => key)).toEqual([]);
    // Plural forms through Intl.PluralRules: Arabic needs six, Russian four; no key beyond those English has.
    const required = requiredPluralKeys(
      english.map(([key]) => key),
      lang,
    );
    expect(required.filter((key) => !texts.get(key)?.trim())).toEqual([]);
    const englishKeys = new Set(english.map(([key]) => key));
    expect(
      [...texts.keys()].filter((key) => !englishKeys.has(key) && !isExtraPluralForm(key, englishKeys, lang)),
    ).toEqual([]);
    const mismatched = english.filter(
      ([key, text]) => placeholders(text).join() !== placeholders(texts.get(key) ?? '').join(),
    );
    expect(mismatched.map(([key]) => key)).toEqual([]);
    const untranslated = english.filter(([key, text]) => texts.get(key) === text && /[A-Za-z]{3}/.test(text));
    expect(untranslated.length, untranslated.map(([key]) => key).join()).toBeLessThanOrEqual(
      Math.floor(english.length * SAME_AS_ENGLISH_AT_MOST),
    );
  });
});
