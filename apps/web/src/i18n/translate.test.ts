import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { changeLanguage, i18n, t } from './index';

// Texts of this test only, under `test.*`, so no real namespace is touched.
beforeAll(() => {
  i18n.addResourceBundle('en', 'translation', {
    test: {
      greeting: 'Hello {{name}}, you have {{ amount }} points',
      item_one: '{{count}} item',
      item_other: '{{count}} items',
      cart_zero: 'Your bag is empty',
      cart_one: 'One thing in your bag',
      cart_other: '{{count}} things in your bag',
      onlyInEnglish: 'Only in English, {{name}}',
    },
  });
  i18n.addResourceBundle('fr', 'translation', {
    test: {
      item_one: '{{count}} article',
      item_many: '{{count}} d’articles',
      item_other: '{{count}} articles',
    },
  });
});

afterEach(async () => {
  await changeLanguage('en');
});

describe('t', () => {
  it('fills {{name}} with numbers and text as they are, without escaping', () => {
    expect(t('test.greeting', { name: 'Tom & <Jerry>', amount: 0 })).toBe('Hello Tom & <Jerry>, you have 0 points');
  });

  it('leaves a placeholder without a value visible', () => {
    expect(t('test.greeting', { name: 'Ann' })).toBe('Hello Ann, you have {{ amount }} points');
  });

  it('picks the English plural form by count, and _zero when the text has one', () => {
    expect(t('test.item', { count: 1 })).toBe('1 item');
    expect(t('test.item', { count: 0 })).toBe('0 items');
    expect(t('test.item', { count: 2 })).toBe('2 items');
    expect(t('test.cart', { count: 0 })).toBe('Your bag is empty');
    expect(t('test.cart', { count: 1 })).toBe('One thing in your bag');
  });

  it('follows French plural rules: 0 and 1 are singular, a million takes the "many" form', async () => {
    await changeLanguage('fr');
    expect(t('test.item', { count: 0 })).toBe('0 article');
    expect(t('test.item', { count: 1 })).toBe('1 article');
    expect(t('test.item', { count: 2 })).toBe('2 articles');
    expect(t('test.item', { count: 1_000_000 })).toBe('1000000 d’articles');
  });

  it('a count given as text is only filled in, as i18next does', () => {
    expect(t('product.inStock', { count: '1.2K' })).toBe('1.2K in stock');
  });

  it('falls back to English, plural and placeholders included, when the language lacks a text', async () => {
    await changeLanguage('ja');
    expect(t('test.onlyInEnglish', { name: 'Ken' })).toBe('Only in English, Ken');
    expect(t('test.cart', { count: 3 })).toBe('3 things in your bag');
  });

  it('returns the key when no language has the text, or when the key names a group of texts', () => {
    expect(t('test.missing')).toBe('test.missing');
    expect(t('test')).toBe('test');
  });
});
