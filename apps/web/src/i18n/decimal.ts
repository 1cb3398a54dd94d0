import { parseAmount } from '@tradewind/contract';
import { currentLanguage } from './language';
import { toLocaleTag } from './locale-tag';

/** The decimal separator of the user's language, as the app writes numbers in it ("551,02 $US" in French). */
export function decimalSeparator(): string {
  const parts = new Intl.NumberFormat(toLocaleTag(currentLanguage())).formatToParts(1.5);
  return parts.find((part) => part.type === 'decimal')?.value ?? '.';
}

/** Arabic-Indic (٠–٩) and Persian (۰–۹) digits; the Arabic decimal sign ٫ and thousands sign ٬. */
const ARABIC_DIGIT = /[\u0660-\u0669\u06f0-\u06f9]/g;

/**
 * What an Arabic keyboard types, as the digits the contract reads: "١٢٫٥٠" is "12.50", "١٬٢٣٤" is "1234". The
 * decimal sign stands for the point whatever the language, as a dot typed where a comma is written does.
 */
export function westernDigits(text: string): string {
  return text
    .replace(ARABIC_DIGIT, (digit) => String((digit.charCodeAt(0) & 0xf) % 10))
    .replace(/\u066b/g, '.')
    .replace(/\u066c/g, '');
}

/**
 * A decimal as the user types it in their language, as the plain decimal the server reads: "25,50" → "25.50" in
 * French, "1.234,50" → "1234.50" in Indonesian, "1,234.50" → "1234.50" in English. A dot typed where the language
 * writes a comma still counts as the decimal point (many keypads offer only the dot). Text that is no number
 * stays as it was typed, for the form's own message.
 */
export function readDecimal(text: string): string {
  const value = westernDigits(text.trim()).replace(/[\s\u00a0\u202f\u200e\u200f\u061c]/g, '');
  if (decimalSeparator() === ',') {
    return value.includes(',') ? value.replace(/\.(?=\d{3}(?:\D|$))/g, '').replace(',', '.') : value;
  }
  return value.replace(/,(?=\d{3}(?:\D|$))/g, '');
}

/**
 * The one reading of an amount typed in any amount field (the price filter, top-up, refund, withdrawal, the
 * console's): the language's own decimal and grouping separators, then the contract's grammar, to whole cents.
 * "75,50" is 7550 in French, Indonesian or Turkish and no amount at all in English (there the comma groups
 * thousands); null for anything that is not an amount, for the field to say how to write one.
 */
export function parseTypedAmount(text: string): number | null {
  return parseAmount(readDecimal(text));
}

/** An example amount written the user's way, for the message of a field that refused one: "12.50", "12,50". */
export const amountExample = (): string => writeDecimal('12.50');

/** A plain decimal ("25.50") as the user's language writes it ("25,50" in French). */
export function writeDecimal(value: string): string {
  const separator = decimalSeparator();
  return separator === '.' ? value : value.replace('.', separator);
}

/** The placeholder of a money field: zero with two places, in the user's language ("0,00" in French). */
export const moneyPlaceholder = (): string => writeDecimal('0.00');
