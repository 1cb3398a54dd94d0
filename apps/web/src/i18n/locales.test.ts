import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES, MESSAGES, type LanguageCode } from '@tradewind/contract';
import { isExtraPluralForm, requiredPluralKeys } from './plural-forms';

/**
 * docs/architecture.md §6: every visible string exists in every language. Compares each language with English across the
 * contract's messages and every locales/<lang>/<namespace>.json, both ways, and checks the placeholders.
 */
const files = import.meta.glob<Record<string, unknown>>('./locales/*/*.json', { eager: true, import: 'default' });

function bundleOf(lang: string): Record<string, unknown> {
  const bundle: Record<string, unknown> = { ...MESSAGES[lang as keyof typeof MESSAGES] };
  for (const [path, content] of Object.entries(files)) {
    const [, fileLang, namespace] = /^\.\/locales\/([^/]+)\/([^/]+)\.json$/.exec(path)!;
    if (fileLang === lang) bundle[namespace] = content;
  }
  return bundle;
}

function flatten(node: unknown, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  if (typeof node !== 'object' || node === null) return out.set(prefix, node);
  for (const [key, value] of Object.entries(node)) {
    for (const [inner, leaf] of flatten(value, prefix ? `${prefix}.${key}` : key)) out.set(inner, leaf);
  }
  return out;
}

const placeholders = (text: unknown) => [...String(text).matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();
const inNamespace = (texts: Map<string, unknown>, ns: string) =>
  new Map([...texts].filter(([key]) => key.startsWith(`${ns}.`)));
const englishBundle = bundleOf('en');
const english = flatten(englishBundle);
const namespaces = Object.keys(englishBundle);
const otherLanguages = LANGUAGE_CODES.filter((lang) => lang !== 'en');

describe('locales', () => {
  it('has files only for the fifteen languages', () => {
    const langs = new Set(Object.keys(files).map((path) => path.split('/')[2]));
    for (const lang of langs) expect(LANGUAGE_CODES).toContain(lang);
  });

  it('English has the contract messages and the shell namespaces, with non-empty texts', () => {
    expect(namespaces).toEqual(
      expect.arrayContaining(['error', 'validation', 'success', 'mail', 'common', 'title', 'nav']),
    );
    for (const [key, value] of english) expect(value, key).toMatch(/\S/);
    expect(english.get('common.loginFirst')).toBe('Please login first');
  });

  describe.each(otherLanguages)('%s', (lang) => {
    const texts = flatten(bundleOf(lang));

    it('has no namespace or key that English lacks, but the plural forms its language needs', () => {
      const englishKeys = new Set(english.keys());
      const extra = [...texts.keys()].filter((key) => !english.has(key));
      expect(extra.filter((key) => !isExtraPluralForm(key, englishKeys, lang as LanguageCode))).toEqual([]);
    });

    it("has every plural form its language's Intl.PluralRules picks, with the placeholders of English's", () => {
      const required = requiredPluralKeys(english.keys(), lang as LanguageCode);
      expect(required.filter((key) => !/\S/.test(String(texts.get(key) ?? '')))).toEqual([]);
      const otherOf = (key: string) => english.get(key.replace(/_[a-z]+$/, '_other'));
      const wrong = required.filter((key) => {
        const own = placeholders(texts.get(key)).filter((name) => name !== 'count');
        return (
          own.join() !==
          placeholders(otherOf(key))
            .filter((name) => name !== 'count')
            .join()
        );
      });
      expect(wrong).toEqual([]);
    });

    it.each(namespaces)('has every English key of %s, filled in, with the same placeholders', (ns) => {
      const expected = inNamespace(english, ns);
      const missing = [...expected.keys()].filter((key) => !/\S/.test(String(texts.get(key) ?? '')));
      expect(missing).toEqual([]);
      const wrong = [...expected].filter(
        ([key, text]) => placeholders(text).join() !== placeholders(texts.get(key)).join(),
      );
      expect(wrong.map(([key]) => key)).toEqual([]);
    });
  });
});
