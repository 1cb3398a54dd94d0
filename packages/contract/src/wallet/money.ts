/**
 * docs/architecture.md §4: money is integer cents. Requests carry amounts as decimal strings in fields named `amount`
 * ("12.50"); answers carry integers in fields ending in `_cents`. Parsing never goes through a float.
 */
export const MAX_AMOUNT_CENTS = 100_000_000; // 1,000,000.00 in one operation

/** The one grammar of an amount: ASCII digits, no leading zero, at most two places; no sign, space or exponent. */
const DECIMAL = /^(0|[1-9]\d{0,8})(\.\d{1,2})?$/;

/** "12.5" → 1250; anything that is not exactly a plain decimal with at most two places (" 1.00" too) → null. */
export function parseAmount(text: string): number | null {
  if (!DECIMAL.test(text)) return null;
  const [whole, fraction = ''] = text.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** 1250 → "12.50"; negative amounts keep their sign. */
export function centsToDecimal(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** docs/architecture.md §4: the withdrawal service charge, rate in basis points with a minimum, rounded half-up to the cent. */
export function serviceCharge(amountCents: number, rateBps: number, minCents: number): number {
  const byRate = Math.floor((amountCents * rateBps + 5_000) / 10_000);
  return Math.min(amountCents, Math.max(minCents, byRate));
}

/**
 * The least withdrawal from which something arrives: the operator's minimum, but always above the minimum fee, and
 * at least 2 cents (the rate never takes more than half, so from 2 cents at least one arrives).
 */
export const leastWithdrawalCents = (withdrawMinCents: number, feeMinCents: number) =>
  Math.max(withdrawMinCents, feeMinCents + 1, 2);
