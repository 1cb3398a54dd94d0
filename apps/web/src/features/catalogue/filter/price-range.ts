import { parseTypedAmount, writeDecimal } from '@/i18n/decimal';

export type PriceRangeResult =
  | { ok: true; min?: number; max?: number }
  | { ok: false; field: 'min' | 'max'; message: 'invalidPrice' | 'minAboveMax' };

/** A price as typed, the user's way, read by the rule of every amount field; an empty field sets no bound. */
const toCents = (text: string): number | null | undefined => (text.trim() === '' ? undefined : parseTypedAmount(text));

/** Both prices optional; each a number ≥ 0; the minimum not above the maximum. Answers cents. */
export function parsePriceRange(minText: string, maxText: string): PriceRangeResult {
  const min = toCents(minText);
  if (min === null) return { ok: false, field: 'min', message: 'invalidPrice' };
  const max = toCents(maxText);
  if (max === null) return { ok: false, field: 'max', message: 'invalidPrice' };
  if (min !== undefined && max !== undefined && min > max) return { ok: false, field: 'min', message: 'minAboveMax' };
  return { ok: true, min, max };
}

/** Cents back to what the field shows, the user's way: 1250 → "12.5" ("12,5" in French), 1200 → "12". */
export const centsToDollarText = (cents: number | undefined): string =>
  cents === undefined ? '' : writeDecimal(String(cents / 100));
