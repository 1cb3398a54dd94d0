/** A price as typed, in dollars: digits, at most two decimals (a comma counts as the decimal point). */
const DOLLARS = /^\d{1,9}(\.\d{1,2})?$/;

export type PriceRangeResult =
  | { ok: true; min?: number; max?: number }
  | { ok: false; field: 'min' | 'max'; message: 'invalidPrice' | 'minAboveMax' };

const toCents = (text: string): number | null | undefined => {
  const value = text.trim().replace(',', '.');
  if (value === '') return undefined;
  return DOLLARS.test(value) ? Math.round(Number(value) * 100) : null;
};

/** Both prices optional; each a number ≥ 0; the minimum not above the maximum. Answers cents. */
export function parsePriceRange(minText: string, maxText: string): PriceRangeResult {
  const min = toCents(minText);
  if (min === null) return { ok: false, field: 'min', message: 'invalidPrice' };
  const max = toCents(maxText);
  if (max === null) return { ok: false, field: 'max', message: 'invalidPrice' };
  if (min !== undefined && max !== undefined && min > max) return { ok: false, field: 'min', message: 'minAboveMax' };
  return { ok: true, min, max };
}

/** Cents back to what the field shows: 1250 → "12.5", 1200 → "12". */
export const centsToDollarText = (cents: number | undefined): string =>
  cents === undefined ? '' : String(cents / 100);
