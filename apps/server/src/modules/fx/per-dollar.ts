import { RATE_PATTERN } from '@tradewind/contract';

/** Significant digits a rate converted from the ECB's per-euro figures keeps: theirs have five or six. */
export const SIGNIFICANT_DIGITS = 6;
/** The most decimals a rate may have (the contract's RATE_PATTERN). */
const MAX_DECIMALS = 10;

const fraction = (decimal: string) => {
  if (!RATE_PATTERN.test(decimal)) throw new RangeError(`not a decimal rate: ${decimal}`);
  const [whole = '0', decimals = ''] = decimal.split('.');
  return { numerator: BigInt(whole + decimals), denominator: 10n ** BigInt(decimals.length) };
};

/**
 * A currency's rate per US dollar from the ECB's two rates per euro, in exact decimal arithmetic: units per euro
 * divided by dollars per euro, rounded half up to six significant digits (never fewer than the whole units), as a
 * decimal string without trailing zeros ("162.45" yen and 1.1597 dollars a euro → "140.076"). Null when the
 * result would round to 0 within the ten decimals a rate may have.
 */
export function perDollar(unitsPerEuro: string, dollarsPerEuro: string): string | null {
  const units = fraction(unitsPerEuro);
  const dollars = fraction(dollarsPerEuro);
  if (dollars.numerator === 0n) throw new RangeError('the dollar has no rate');
  // The exact quotient is numerator / denominator.
  const numerator = units.numerator * dollars.denominator;
  const denominator = units.denominator * dollars.numerator;
  if (numerator === 0n) return null;
  // Decimals to keep: enough for six significant digits, none dropped from the whole part, at most ten.
  const wholeDigits = (numerator / denominator).toString().length;
  let decimals = SIGNIFICANT_DIGITS - wholeDigits;
  if (numerator < denominator) {
    // Below 1: count the zeros after the point before the first significant digit.
    let zeros = 0;
    while (numerator * 10n ** BigInt(zeros + 1) < denominator) zeros += 1;
    decimals = zeros + SIGNIFICANT_DIGITS;
  }
  decimals = Math.min(Math.max(decimals, 0), MAX_DECIMALS);
  const scaled = numerator * 10n ** BigInt(decimals);
  const rounded = (2n * scaled + denominator) / (2n * denominator);
  if (rounded === 0n) return null;
  const digits = rounded.toString().padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals);
  const rest = digits.slice(digits.length - decimals).replace(/0+$/, '');
  return rest ? `${whole}.${rest}` : whole;
}
