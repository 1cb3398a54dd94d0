import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '@tradewind/contract';

/** The feature namespaces exist in all ten languages and are really translated: nothing left in English. */
const NAMESPACES = [
  'account',
  'profile',
  'settings',
  'content',
  'service',
  'catalogue',
  'product',
  'search',
  'favourites',
  'topup',
  'withdraw',
  'notifications',
  'upload',
  'bag',
  'checkout',
  'customs',
  'orders',
  'addresses',
  'paysheet',
  'card',
  'refund',
  'review',
  'passkeys',
];
const files = import.meta.glob<Record<string, unknown>>('../i18n/locales/*/*.json', { eager: true, import: 'default' });
const fileOf = (lang: string, ns: string) => files[`../i18n/locales/${lang}/${ns}.json`];

// Words that are the same in English and in that language.
const SAME_WORD: Record<string, string[]> = {
  fr: ['Notifications', 'Transaction', 'District', 'Province'],
  id: ['Bank', 'Area'],
  es: ['Subtotal', 'Total:', 'Total'],
  'pt-br': ['Subtotal', 'Total:', 'Total'],
  de: ['Fans', 'Bank', 'Details', 'Region'],
};

function flatten(node: unknown, prefix = ''): [string, string][] {
  if (typeof node !== 'object' || node === null) return [[prefix, String(node)]];
  return Object.entries(node).flatMap(([key, value]) => flatten(value, prefix ? `${prefix}.${key}` : key));
}

/** Names and codes every language writes alike (the bank codes SWIFT/BIC and IBAN; the names of Ireland's Eircode and townlands, Russia's oblasts, and the customs IDs CPF, RUT and T.C. kimlik no) are not words. */
const hasWords = (text: string) =>
  /[A-Za-z]/.test(
    text.replace(/\{\{\w+\}\}|Tradewind|UTC|SWIFT|BIC|IBAN|Eircode|CPF|RUT|T\.C\. kimlik no|Townland|Oblast/g, ''),
  );

describe.each(LANGUAGE_CODES.filter((lang) => lang !== 'en'))('feature texts in %s', (lang) => {
  it.each(NAMESPACES)('%s has every English key, translated', (ns) => {
    const english = new Map(flatten(fileOf('en', ns)));
    const texts = new Map(flatten(fileOf(lang, ns)));
    expect([...english.keys()].filter((key) => !texts.get(key)?.trim())).toEqual([]);
    const untranslated = [...english].filter(
      ([key, text]) => texts.get(key) === text && hasWords(text) && !SAME_WORD[lang]?.includes(text),
    );
    expect(untranslated.map(([key]) => key)).toEqual([]);
  });
});
