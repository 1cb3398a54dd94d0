import { describe, expect, it } from 'vitest';
import { formatCardNumber, formatExpiry } from './card-format';

describe('card formats', () => {
  it('groups a card number by 4 as it is typed, keeping digits only', () => {
    expect(formatCardNumber('4242')).toBe('4242');
    expect(formatCardNumber('42424')).toBe('4242 4');
    expect(formatCardNumber('4242-4242 4242x4242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('1'.repeat(25))).toHaveLength(19 + 4);
  });

  it('puts the slash of MM/YY in by itself', () => {
    expect(formatExpiry('1')).toBe('1');
    expect(formatExpiry('12')).toBe('12');
    expect(formatExpiry('122')).toBe('12/2');
    expect(formatExpiry('12/28')).toBe('12/28');
    expect(formatExpiry('122830')).toBe('12/28');
  });
});
