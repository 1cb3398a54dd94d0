import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '@tradewind/contract';

/**
 * The console's texts: English and Simplified Chinese complete for every area; any other language that has an
 * area's file has every key of it. Placeholders match English everywhere, so no text loses its figure.
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
const REQUIRED = ['zh-cn'];

describe.each(LANGUAGE_CODES.filter((lang) => lang !== 'en'))('console texts in %s', (lang) => {
  it.each(areas)('%s', (area) => {
    const file = files[`./${lang}/${area}.json`];
    if (!file && !REQUIRED.includes(lang)) return;
    expect(file, `${lang}/${area}.json`).toBeDefined();
    const english = flatten(files[`./en/${area}.json`]);
    const texts = new Map(flatten(file));
    expect(english.filter(([key]) => !texts.get(key)?.trim()).map(([key]) => key)).toEqual([]);
    const mismatched = english.filter(
      ([key, text]) => placeholders(text).join() !== placeholders(texts.get(key) ?? '').join(),
    );
    expect(mismatched.map(([key]) => key)).toEqual([]);
    if (lang === 'zh-cn') {
      const untranslated = english.filter(([key, text]) => texts.get(key) === text && /[A-Za-z]{3}/.test(text));
      expect(untranslated.map(([key]) => key)).toEqual([]);
    }
  });
});
