/**
 * The checks a card form makes before the card goes anywhere (docs/product.md §5): a mistyped number or an expired card is
 * told as such, not as a card the bank declined.
 */

/** The Luhn check digit every payment card number carries: one digit wrong, or two next to each other swapped, fails it. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return digits.length > 0 && sum % 10 === 0;
}

/** A card is good through the last day of its expiry month ("MM/YY"). */
export function cardExpired(expiry: string, now = new Date()): boolean {
  const [month, year] = expiry.split('/').map(Number);
  return new Date(2000 + year!, month!, 1) <= new Date(now.getFullYear(), now.getMonth(), 1);
}
