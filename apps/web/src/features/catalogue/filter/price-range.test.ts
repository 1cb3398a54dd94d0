import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '@/i18n/language';
import { readFilterParams, toSearch } from './filter-params';
import { centsToDollarText, parsePriceRange } from './price-range';

afterEach(() => changeLanguage('en'));

describe('price range', () => {
  it('turns dollars into whole cents; either end may be left empty', () => {
    expect(parsePriceRange('19.99', '')).toEqual({ ok: true, min: 1999, max: undefined });
    expect(parsePriceRange(' 0 ', '12.5')).toEqual({ ok: true, min: 0, max: 1250 });
    expect(parsePriceRange('', '')).toEqual({ ok: true, min: undefined, max: undefined });
    expect(parsePriceRange('7', '7')).toEqual({ ok: true, min: 700, max: 700 });
  });

  it('names the field at fault: not a number ≥ 0 with at most two decimals, or the minimum above the maximum', () => {
    for (const bad of ['-1', 'abc', '1.999', '1e3', '.5', '50,5']) {
      expect(parsePriceRange(bad, ''), bad).toEqual({ ok: false, field: 'min', message: 'invalidPrice' });
    }
    expect(parsePriceRange('1', 'ten')).toEqual({ ok: false, field: 'max', message: 'invalidPrice' });
    expect(parsePriceRange('50', '20')).toEqual({ ok: false, field: 'min', message: 'minAboveMax' });
  });

  it('reads a price the language’s way, as every amount field does: "50,5" is $50.50 in French, no price in English', async () => {
    expect(parsePriceRange('50,5', '')).toEqual({ ok: false, field: 'min', message: 'invalidPrice' });
    await changeLanguage('fr');
    expect(parsePriceRange('50,5', '1 200')).toEqual({ ok: true, min: 5050, max: 120000 });
  });

  it('shows cents back as dollars, the language’s way', async () => {
    expect(centsToDollarText(1250)).toBe('12.5');
    expect(centsToDollarText(undefined)).toBe('');
    await changeLanguage('fr');
    expect(centsToDollarText(1250)).toBe('12,5');
  });
});

describe('filter params', () => {
  it('reads what the URL holds, ignores what it cannot use and writes back only what is set', () => {
    const state = readFilterParams(new URLSearchParams('category_id=x&min_price_cents=-3&in_stock=1&sort=cheap'));
    expect(state).toEqual({ inStock: true, sort: 'sales' });
    expect(toSearch(state)).toEqual({ in_stock: '1' });
    const swapped = readFilterParams(new URLSearchParams('min_price_cents=900&max_price_cents=100'));
    expect([swapped.min_price_cents, swapped.max_price_cents]).toEqual([100, 900]);
  });
});
