/** As typed: digits only, at most `max`, in groups of 4 ("4242 4242 4242 4242"), as card numbers are printed. */
export function groupDigits(text: unknown, max: number): string {
  return String(text ?? '')
    .replace(/\D/g, '')
    .slice(0, max)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}
