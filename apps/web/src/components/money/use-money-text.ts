import { useTranslation } from '@/i18n/use-translation';
import { formatMoney, formatSignedMoney } from '@/i18n/format';
import { estimatedAmount, useEstimate } from './use-estimate';

const dollars = (cents: number, signed: boolean) => (signed ? formatSignedMoney(cents) : formatMoney(cents));

/**
 * The string forms of <Money>, for what takes text only: `text` for a label seen on screen ("Pay $51.99 ≈
 * ₩72,241"), `label` for an accessible name ("$51.99, about ₩72,241"). Dollars alone for a dollar buyer, and for zero. New
 * functions on every render: the language or the rate may have changed.
 */
export function useMoneyText() {
  const { t } = useTranslation();
  const estimate = useEstimate();
  return {
    text: (cents: number, signed = false) =>
      estimate && cents !== 0
        ? `${dollars(cents, signed)} ≈\u00a0${estimatedAmount(cents, estimate, signed)}`
        : dollars(cents, signed),
    label: (cents: number, signed = false) =>
      estimate && cents !== 0
        ? `${dollars(cents, signed)}, ${t('common.money.about', { amount: estimatedAmount(cents, estimate, signed) })}`
        : dollars(cents, signed),
  };
}
