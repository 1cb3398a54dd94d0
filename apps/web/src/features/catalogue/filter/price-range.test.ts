import { describe, expect, it } from 'vitest';
import { readFilterParams, toSearch } from './filter-params';
import { centsToDollarText, parsePriceRange } from './price-range';

describe('price range', () => {
  it('turns dollars into whole cents; either end may be left empty', () => {
    expect(parsePriceRange('19.99', '')).toEqual({ ok: true, min: 1999, max: undefined });
    expect(parsePriceRange(' 0 ', '12,5')).toEqual({ ok: true, min: 0, max: 1250 });
    expect(parsePriceRange('', '')).toEqual({ ok: true, min: undefined, max: undefined });
    expect(parsePriceRange('7', '7')).toEqual({ ok: true, min: 700, max: 700 });
  });

  it('names the field at fault: not a number ≥ 0 with at most two decimals, or the minimum above the maximum', () => {
    for (const bad of ['-1', 'abc', '1.999', '1e3', '.5']) {
      expect(parsePriceRange(bad, ''), bad).toEqual({ ok: false, field: 'min', message: 'invalidPrice' });
    }
    expect(parsePriceRange('1', 'ten')).toEqual({ ok: false, field: 'max', message: 'invalidPrice' });
    expect(parsePriceRange('50', '20')).toEqual({ ok: false, field: 'min', message: 'minAboveMax' });
  });

  it('shows cents back as dollars', () => {
    expect(centsToDollarText(1250)).toBe('12.5');
    expect(centsToDollarText(undefined)).toBe('');
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
