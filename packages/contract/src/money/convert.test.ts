import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { convertCents, minorToAmount } from './convert.js';
import { CURRENCY_CODES, minorUnitsOf, type CurrencyCode } from './currencies.js';

/** The same conversion in exact decimal arithmetic written the long way: a string of digits, rounded by hand. */
function byHand(usdCents: number, rate: string, currency: CurrencyCode): number {
  const [whole, decimals = ''] = rate.split('.');
  const digits = BigInt(`${whole}${decimals}`) * BigInt(Math.abs(usdCents));
  // digits / 10^(decimals + 2) dollars-in-currency; keep minor units plus one more digit for the half.
  const shift = decimals.length + 2 - minorUnitsOf(currency);
  const text = digits.toString().padStart(shift + 2, '0');
  const kept = BigInt(text.slice(0, text.length - shift) || '0');
  const rest = text.slice(text.length - shift);
  const up = shift > 0 && Number(rest[0]) >= 5 ? 1n : 0n;
  const value = Number(kept + up);
  return usdCents < 0 ? -value : value;
}

describe('convertCents', () => {
  it('worked cases: euro cents, won and yen have their own minor units, halves round away from zero', () => {
    // $43.10 at 0.8623 €/$ = €37.16513 → €37.17
    expect(convertCents(4310, '0.8623', 'EUR')).toBe(3717);
    // $51.99 at 1389.52 ₩/$ = ₩72,241.1448 → ₩72,241 (no minor unit)
    expect(convertCents(5199, '1389.52', 'KRW')).toBe(72_241);
    // $0.50 at 155 ¥/$ = ¥77.5 → ¥78
    expect(convertCents(50, '155', 'JPY')).toBe(78);
    expect(convertCents(-50, '155', 'JPY')).toBe(-78);
    expect(convertCents(0, '1389.52', 'KRW')).toBe(0);
    expect(minorToAmount(3717, 'EUR')).toBe(37.17);
    expect(minorToAmount(72_241, 'KRW')).toBe(72_241);
  });

  it('refuses what is not a rate or not whole cents', () => {
    expect(() => convertCents(100, '1,3', 'EUR')).toThrow(RangeError);
    expect(() => convertCents(1.5, '1.3', 'EUR')).toThrow(RangeError);
  });

  const rates = fc
    .tuple(fc.integer({ min: 0, max: 99_999 }), fc.integer({ min: 0, max: 9_999_999 }), fc.integer({ min: 0, max: 7 }))
    .map(([whole, decimals, places]) =>
      places === 0 ? String(whole) : `${whole}.${String(decimals).padStart(7, '0').slice(0, places)}`,
    );
  const cents = fc.integer({ min: -1_000_000_000, max: 1_000_000_000 });
  const currencies = fc.constantFrom(...CURRENCY_CODES);

  it('agrees with exact decimal arithmetic done by hand, in whole minor units', () => {
    fc.assert(
      fc.property(cents, rates, currencies, (amount, rate, currency) => {
        const converted = convertCents(amount, rate, currency);
        expect(Number.isSafeInteger(converted)).toBe(true);
        expect(converted).toBe(byHand(amount, rate, currency));
      }),
    );
  });

  it('is never negative for a credit and never falls when the amount grows', () => {
    fc.assert(
      fc.property(fc.nat(1_000_000_000), fc.nat(1_000_000), rates, currencies, (amount, more, rate, currency) => {
        expect(convertCents(amount, rate, currency)).toBeGreaterThanOrEqual(0);
        expect(convertCents(amount + more, rate, currency)).toBeGreaterThanOrEqual(
          convertCents(amount, rate, currency),
        );
      }),
    );
  });
});
