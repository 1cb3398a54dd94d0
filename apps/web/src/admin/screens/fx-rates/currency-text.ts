import { useMemo } from 'react';
import { minorToAmount, type CurrencyCode } from '@tradewind/contract';
import { currentLanguage } from '@/i18n';
import { toLocaleTag } from '@/i18n/locale-tag';

/**
 * A currency's name, a rate and an amount in the operator's language: "South Korean Won", "1,389.52", "₩138,952".
 * Names come from the browser's own data (Intl.DisplayNames), in every language the console speaks.
 */
export function useCurrencyText() {
  const lang = currentLanguage();
  return useMemo(() => {
    const tag = toLocaleTag(lang);
    const names = new Intl.DisplayNames(tag, { type: 'currency' });
    const rates = new Intl.NumberFormat(tag, { maximumFractionDigits: 10 });
    return {
      name: (currency: CurrencyCode) => names.of(currency) ?? currency,
      rate: (rate: string) => rates.format(Number(rate)),
      amount: (minor: number, currency: CurrencyCode) =>
        new Intl.NumberFormat(tag, { style: 'currency', currency }).format(minorToAmount(minor, currency)),
    };
  }, [lang]);
}
