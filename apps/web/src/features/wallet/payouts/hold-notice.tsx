import type { WithdrawalHold } from '@tradewind/contract';
import { formatDate } from '@/i18n/format';
import { useTranslation } from '@/i18n/use-translation';
import './payouts.css';

/** Withdrawals wait after a security change: until when, and why (decision 052, withdrawal protections). */
export function HoldNotice({ hold }: { hold: WithdrawalHold }) {
  const { t } = useTranslation();
  return (
    <section className="surface-card po-hold" role="status" aria-labelledby="po-hold-title">
      <h2 id="po-hold-title" className="po-hold__title">
        {t('payouts.hold.title')}
      </h2>
      <p className="po-hold__body">
        {t('payouts.hold.body', { until: formatDate(hold.until), reason: t(`payouts.hold.reason.${hold.reason}`) })}
      </p>
    </section>
  );
}
