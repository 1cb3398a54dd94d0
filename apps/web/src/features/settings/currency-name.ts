import type { CurrencyCode, LanguageCode } from '@tradewind/contract';
import { toLocaleTag } from '@/i18n/locale-tag';

/** The sign a currency goes by where the reader lives ("₩", "€", "US$"…), or its code when it has none. */
export function currencySymbol(code: CurrencyCode, lang: LanguageCode): string {
  const parts = new Intl.NumberFormat(toLocaleTag(lang), {
    style: 'currency',
    currency: code,
    currencyDisplay: 'narrowSymbol',
  }).formatToParts(0);
  return parts.find((part) => part.type === 'currency')?.value ?? code;
}
