import { Skeleton } from 'antd-mobile';
import { useTranslation } from '@/i18n/use-translation';
import { useWithdrawInfo } from './api/get-withdraw-info';
import { BalanceHero } from './withdraw/balance-hero';
import { LoadFailed } from './withdraw/load-failed';
import { PayCodeMissing } from './withdraw/pay-code-missing';
import { WithdrawForm } from './withdraw/withdraw-form';
import { HoldNotice } from '../payouts/hold-notice';
import '@/components/surface.css';
import '@/components/visually-hidden.css';
import './withdraw.css';

/** /withDraw: to a bank card or an on-chain address, confirmed with the payment code. */
export default function WithdrawScreen() {
  const { t } = useTranslation();
  const info = useWithdrawInfo();

  if (info.isPending) {
    return (
      <div className="surface-page" role="status" aria-label={t('common.loading')}>
        <Skeleton animated className="wd-skeleton wd-skeleton--hero" />
        <Skeleton animated className="wd-skeleton wd-skeleton--form" />
      </div>
    );
  }
  if (info.isError) {
    return (
      <div className="surface-page">
        <LoadFailed onRetry={() => void info.refetch()} retrying={info.isFetching} />
      </div>
    );
  }
  return (
    <div className="surface-page">
      <BalanceHero cents={info.data.balance_cents} />
      {info.data.hold && <HoldNotice hold={info.data.hold} />}
      {!info.data.has_pay_password && (
        <section className="surface-card wd-notice" aria-labelledby="wd-missing-title">
          <PayCodeMissing titleId="wd-missing-title" />
        </section>
      )}
      <WithdrawForm info={info.data} />
    </div>
  );
}
