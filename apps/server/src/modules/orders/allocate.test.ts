import { describe, expect, it } from 'vitest';
import { allocate } from './allocate.js';

describe('allocate', () => {
  it.each([
    [100, [1, 1, 1], [34, 33, 33]],
    [1_000, [2_999, 7_001], [300, 700]],
    [5, [1, 1], [3, 2]],
    [0, [10, 20], [0, 0]],
    [7, [0, 0], [0, 0]],
    [99_999_999, [99_999_997, 3], [99_999_996, 3]],
  ])('splits %i by %j into %j, which add up', (total, weights, expected) => {
    const parts = allocate(total, weights);
    expect(parts).toEqual(expected);
    if (weights.some((w) => w > 0)) expect(parts.reduce((a, b) => a + b, 0)).toBe(total);
  });
});
