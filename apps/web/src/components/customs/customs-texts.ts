import type { CheckoutCustoms, TaxKind } from '@tradewind/contract';
import type { TFunction } from '@/i18n/use-translation';
import { formatCountry } from '@/i18n/format';

/** "Import VAT", "Import GST" or "Import consumption tax": what the destination calls its tax. */
export const importTaxLabel = (t: TFunction, kind: TaxKind | null): string => t(`customs.tax.${kind ?? 'vat'}`);

/**
 * The line under a checkout's or an order's amounts (decision 040): duties and taxes are in the total and nothing is
 * left to pay at the door (`settled`: "included" before paying, "paid" after), or why they were not estimated.
 */
export function customsNote(t: TFunction, customs: CheckoutCustoms, settled: 'included' | 'paid'): string {
  if (customs.status === 'estimated') return t(`customs.${settled}`);
  return t(`customs.notEstimated.${customs.status}`, {
    country: customs.country ? formatCountry(customs.country) : '',
  });
}
