import { minorToAmount, minorUnitsOf, type AdminCustomsDestination } from '@tradewind/contract';
import type { TFunction } from '@/i18n/use-translation';
import { currentLanguage } from '@/i18n';
import { toLocaleTag } from '@/i18n/locale-tag';

/** "€150.00", "¥10,000", "US$150.00" in the operator's language; "No threshold" for 0. */
export function thresholdText(
  t: TFunction,
  d: Pick<AdminCustomsDestination, 'threshold_minor' | 'threshold_currency'>,
) {
  if (d.threshold_minor === 0) return t('admin.customs.none');
  return new Intl.NumberFormat(toLocaleTag(currentLanguage()), {
    style: 'currency',
    currency: d.threshold_currency,
  }).format(minorToAmount(d.threshold_minor, d.threshold_currency));
}

/** 15000 euro cents → "150.00", 10000 yen → "10000": the form's text of a threshold. */
export function thresholdInput(d: Pick<AdminCustomsDestination, 'threshold_minor' | 'threshold_currency'>) {
  const digits = minorUnitsOf(d.threshold_currency);
  if (digits === 0) return String(d.threshold_minor);
  const unit = 10 ** digits;
  return `${Math.floor(d.threshold_minor / unit)}.${String(d.threshold_minor % unit).padStart(digits, '0')}`;
}
