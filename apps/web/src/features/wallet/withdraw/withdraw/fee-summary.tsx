import { useTranslation } from '@/i18n/use-translation';
import { formatRate } from './rate';
import { feeOf, type WithdrawLimits } from './withdraw-draft';
import { Money } from '@/components/money/money';
import { MoneyPhrase } from '@/components/money/money';

/** docs/architecture.md §4: the service charge and the actual arrival, shown before confirming, as the amount is typed. */
export function FeeSummary({ cents, limits }: { cents: number | null; limits: WithdrawLimits }) {
  const { t } = useTranslation();
  const fee = cents === null ? null : feeOf(cents, limits);
  const show = (value: number | undefined) => (value === undefined ? t('withdraw.fee.none') : <Money cents={value} />);
  return (
    <div className="wd-fee">
      <dl className="wd-fee__list">
        <div className="wd-fee__row">
          <dt>{t('withdraw.fee.charge')}</dt>
          <dd>{show(fee?.charge)}</dd>
        </div>
        <div className="wd-fee__row wd-fee__row--total">
          <dt>{t('withdraw.fee.arrival')}</dt>
          <dd>{show(fee?.arrival)}</dd>
        </div>
      </dl>
      <p className="wd-fee__rule">
        <MoneyPhrase
          text={t('withdraw.fee.rule', { rate: formatRate(limits.fee.rate_bps) })}
          amounts={{ min: limits.fee.min_cents, minWithdraw: limits.min_cents }}
        />
      </p>
    </div>
  );
}
