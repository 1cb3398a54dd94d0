import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RATE_PATTERN } from '@tradewind/contract';
import { perDollar } from './per-dollar.js';

describe('a rate per dollar from the ECB’s rates per euro', () => {
  it('worked cases, six significant digits rounded half up', () => {
    // 1611.43 won a euro / 1.1597 dollars a euro = 1,389.5231… won a dollar.
    expect(perDollar('1611.43', '1.1597')).toBe('1389.52');
    // The euro itself: 1 / 1.1597 = 0.86229197…
    expect(perDollar('1', '1.1597')).toBe('0.862292');
    // 0.87345 pounds a euro / 1.1597 = 0.7531689229… → 0.753169
    expect(perDollar('0.87345', '1.1597')).toBe('0.753169');
    // 19415.27 rupiah / 1.1597 = 16,741.631…: every whole unit kept, one decimal.
    expect(perDollar('19415.27', '1.1597')).toBe('16741.6');
    // A file quoting the dollar at exactly 1.25: 2.5 / 1.25 = 2, no trailing zeros.
    expect(perDollar('2.5', '1.25')).toBe('2');
    // Half up at the sixth digit: 1.234565 / 1 → 1.23457.
    expect(perDollar('1.234565', '1')).toBe('1.23457');
    // More than six whole digits are all kept.
    expect(perDollar('12345678', '1')).toBe('12345678');
    // Small rates keep six significant digits after their zeros: 0.0012345678 → 0.00123457.
    expect(perDollar('0.0012345678', '1')).toBe('0.00123457');
  });

  it('is within half a unit of its sixth significant digit of the exact quotient, and is a rate', () => {
    const decimal = fc
      .tuple(fc.integer({ min: 0, max: 99_999 }), fc.integer({ min: 0, max: 9_999 }), fc.integer({ min: 0, max: 4 }))
      .filter(([whole, decimals]) => whole > 0 || decimals > 0)
      .map(([whole, decimals, places]) =>
        places === 0 ? String(Math.max(whole, 1)) : `${whole}.${String(decimals).padStart(4, '0').slice(0, places)}`,
      )
      .filter((text) => /[1-9]/.test(text));
    fc.assert(
      fc.property(decimal, decimal, (units, dollars) => {
        const result = perDollar(units, dollars);
        if (result === null) return;
        expect(result).toMatch(RATE_PATTERN);
        const exact = Number(units) / Number(dollars);
        // Below 0.00001 a rate's ten decimals hold fewer than six significant digits.
        if (exact < 1e-5) return;
        expect(Math.abs(Number(result) - exact) / exact).toBeLessThanOrEqual(5.000_001e-6);
      }),
    );
  });
});
