import type { CheckoutCustoms, TaxKind } from '@tradewind/contract';
import { customsIdKindOf } from '@tradewind/contract/customs-ids';
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

/**
 * "Personal Customs Clearance Code (PCCC): P•••••••••234": the recipient's customs ID as the buyer sees it, masked
 * as the server keeps it for them (decision 041); null when the address has none. The full ID never reaches them.
 */
export function customsIdText(t: TFunction, country: string | null, masked: string | null): string | null {
  const kind = customsIdKindOf(country);
  if (!masked) return null;
  return t('customs.id.shown', { label: t(kind ? `customs.id.label.${kind}` : 'customs.id.label.other'), masked });
}
