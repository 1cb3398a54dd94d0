import { describe, expect, it } from 'vitest';
import { formatTokenUnits, intentCreditCents, intentTags, intentUnits } from './deposit-intent.js';

describe('an intent’s exact amount', () => {
  it('on 18 or 6 decimals adds a tag below a cent, so what is credited is exactly the wanted amount', () => {
    expect(intentTags(18)).toEqual({ count: 9_999, step: 10n ** 12n });
    const units = intentUnits(2_500, 18, 137);
    expect(formatTokenUnits(units, 18)).toBe('25.000137');
    expect(intentCreditCents(units, 18)).toBe(2_500n);
    expect(formatTokenUnits(intentUnits(2_500, 6, 9_999), 6)).toBe('25.009999');
    expect(intentCreditCents(intentUnits(2_500, 6, 9_999), 6)).toBe(2_500n);
    expect(formatTokenUnits(intentUnits(1, 3, 9), 3)).toBe('0.019');
    expect(formatTokenUnits(intentUnits(2_500, 18, 9_280), 18)).toBe('25.009280');
    expect(formatTokenUnits(25_009_280_000_000_000_001n, 18)).toBe('25.009280000000000001');
  });

  it('on 2 decimals or fewer adds whole smallest units, which arrive and are credited', () => {
    expect(intentUnits(2_500, 2, 7)).toBe(2_507n);
    expect(intentCreditCents(2_507n, 2)).toBe(2_507n);
    expect(intentUnits(2_550, 0, 1)).toBe(27n); // 25.50 rounds up to 26 whole tokens, plus the tag
    expect(formatTokenUnits(27n, 0)).toBe('27');
  });

  it('never carries tag 0 (a round transfer matches no intent) nor one past the range', () => {
    expect(() => intentUnits(100, 18, 0)).toThrow(RangeError);
    expect(() => intentUnits(100, 18, 10_000)).toThrow(RangeError);
  });
});
