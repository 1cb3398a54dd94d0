import type { TFunction } from '@/i18n/use-translation';
import { formatMoney } from '@/i18n/format';

/** How a rule reads to the operator: "Free", "$5.00 per order", "$5.00 per order, free from $100.00". */
export function freightText(t: TFunction, baseCents: number, freeOverCents: number | null): string {
  if (baseCents === 0) return t('admin.freight.rule.free');
  if (freeOverCents === null) return t('admin.freight.rule.base', { base: formatMoney(baseCents) });
  return t('admin.freight.rule.baseFreeOver', { base: formatMoney(baseCents), freeOver: formatMoney(freeOverCents) });
}
