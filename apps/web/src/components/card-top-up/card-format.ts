import { groupDigits } from '@/lib/group-digits';

/** As typed: digits only, at most 19 (the longest card number), in groups of 4 ("4242 4242 4242 4242"). */
export const formatCardNumber = (text: unknown): string => groupDigits(text, 19);

/** As typed: MM/YY, the slash put in by itself ("1228" → "12/28"). */
export function formatExpiry(text: unknown): string {
  const digits = String(text ?? '')
    .replace(/\D/g, '')
    .slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}
