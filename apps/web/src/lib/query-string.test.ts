import { describe, expect, it } from 'vitest';
import { toQueryString } from './query-string';

describe('toQueryString', () => {
  it('drops empty strings, null and undefined but keeps 0 and false', () => {
    expect(toQueryString({ a: '', b: null, c: undefined, d: 0, e: false, f: 'x' })).toBe('d=0&e=false&f=x');
  });

  it('writes nested objects as name[key], at any depth, and arrays by index', () => {
    expect(toQueryString({ filter: { status: 1, shop: { id: 7 }, empty: '' }, ids: [3, 4] })).toBe(
      'filter%5Bstatus%5D=1&filter%5Bshop%5D%5Bid%5D=7&ids%5B0%5D=3&ids%5B1%5D=4',
    );
  });

  it('encodes values and handles no params', () => {
    expect(toQueryString({ q: 'a&b c' })).toBe('q=a%26b%20c');
    expect(toQueryString(undefined)).toBe('');
  });
});
