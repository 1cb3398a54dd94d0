import { describe, expect, it } from 'vitest';
import { SKUS } from '../product.test-data';
import { initialSelection, isValueAvailable, matchSku, toggleValue } from './sku-match';

describe('SKU matching', () => {
  it('picks the SKU whose specs are exactly the chosen values, none while a spec is open', () => {
    expect(matchSku(SKUS, ['Blue', 'M'])?.id).toBe(15);
    expect(matchSku(SKUS, ['Blue', null])).toBeUndefined();
    expect(matchSku(SKUS, ['Blue', 'L'])).toBeUndefined();
  });

  it('a product without specs is its single SKU', () => {
    expect(matchSku([SKUS[0]], [])?.id).toBe(11);
  });

  it('disables values whose combination with the other choices has no stock or does not exist', () => {
    expect(isValueAvailable(SKUS, ['Red', 'S'], 1, 'M')).toBe(false);
    expect(isValueAvailable(SKUS, ['Red', 'S'], 1, 'L')).toBe(true);
    expect(isValueAvailable(SKUS, ['Red', 'L'], 0, 'Blue')).toBe(false);
    expect(isValueAvailable(SKUS, ['Red', null], 0, 'Blue')).toBe(true);
    expect(isValueAvailable(SKUS, [null, null], 1, 'M')).toBe(true);
  });

  it('starts on the first SKU in stock, or with nothing chosen when all are sold out', () => {
    expect(initialSelection(2, SKUS)).toEqual(['Red', 'S']);
    expect(initialSelection(2, [{ ...SKUS[0], stock: 0 }])).toEqual([null, null]);
  });

  it('a second tap clears the value', () => {
    expect(toggleValue(['Red', 'S'], 1, 'S')).toEqual(['Red', null]);
    expect(toggleValue(['Red', 'S'], 0, 'Blue')).toEqual(['Blue', 'S']);
  });
});
