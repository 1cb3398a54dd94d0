/** As typed: digits only, at most 19, in groups of 4 ("4242 4242 4242 4242"). */
export function formatCardNumber(text: unknown): string {
  return String(text ?? '')
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** As typed: MM/YY, the slash put in by itself ("1228" → "12/28"). */
export function formatExpiry(text: unknown): string {
  const digits = String(text ?? '')
    .replace(/\D/g, '')
    .slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}
