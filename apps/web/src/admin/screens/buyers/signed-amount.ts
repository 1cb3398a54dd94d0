import { MAX_AMOUNT_CENTS, parseAmount } from '@tradewind/contract';

/** "12.50" → 1250, "-12.50" → -1250 (a leading "+" is allowed too); 0 or anything else → null. */
export function parseSignedAmount(text: string): number | null {
  const trimmed = text.trim();
  const negative = trimmed.startsWith('-');
  const cents = parseAmount(negative || trimmed.startsWith('+') ? trimmed.slice(1) : trimmed);
  if (cents === null || cents === 0 || cents > MAX_AMOUNT_CENTS) return null;
  return negative ? -cents : cents;
}
