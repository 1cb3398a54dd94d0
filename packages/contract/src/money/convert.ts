import { minorUnitsOf, type CurrencyCode } from './currencies.js';

/** A rate as the operator keeps it: units of a currency per one US dollar, a decimal string ("1389.52"). */
export const RATE_PATTERN = /^(?:0|[1-9]\d{0,9})(?:\.\d{1,10})?$/;

/** A decimal string as an exact fraction: digits over a power of ten. */
function fractionOf(rate: string): { numerator: bigint; denominator: bigint } {
  if (!RATE_PATTERN.test(rate)) throw new RangeError(`not a rate: ${rate}`);
  const [whole = '0', decimals = ''] = rate.split('.');
  return { numerator: BigInt(whole + decimals), denominator: 10n ** BigInt(decimals.length) };
}

/**
 * An amount in US cents in another currency's minor units ("won", euro cents), by a rate per dollar: exact decimal
 * arithmetic in integers, rounded half away from zero once, at the currency's ISO 4217 minor units. The one
 * converter of the product: every estimate on screen and on the server comes from it.
 */
export function convertCents(usdCents: number, rate: string, currency: CurrencyCode): number {
  if (!Number.isSafeInteger(usdCents)) throw new RangeError(`not whole cents: ${usdCents}`);
  const { numerator, denominator } = fractionOf(rate);
  const scaled = BigInt(Math.abs(usdCents)) * numerator * 10n ** BigInt(minorUnitsOf(currency));
  const divisor = 100n * denominator;
  const rounded = (2n * scaled + divisor) / (2n * divisor);
  return usdCents < 0 ? -Number(rounded) : Number(rounded);
}

/** Minor units as the decimal amount `Intl.NumberFormat` takes (12345 won → 12345, 4310 euro cents → 43.1). */
export const minorToAmount = (minor: number, currency: CurrencyCode): number => minor / 10 ** minorUnitsOf(currency);
