import { Link, useSearchParams } from '@/lib/router';
import { returnPathOf, returnsToCheckout } from '@/lib/return-path';
import { Button } from 'antd-mobile';
import { CheckCircleOutline, ClockCircleOutline, CloseCircleOutline } from 'antd-mobile-icons';
import { useTranslation } from '@/i18n/use-translation';
import { AuditStatus, type RechargeRecord } from '@tradewind/contract';
import { useSession } from '@/api/session';
import { Money } from '@/components/money/money';
import { MoneyPhrase } from '@/components/money/money';
import '@/components/button.css';
import '@/components/surface.css';
import '../topup.css';
import './card-result.css';

const ICONS = {
  [AuditStatus.Passed]: <CheckCircleOutline />,
  [AuditStatus.Auditing]: <ClockCircleOutline />,
  [AuditStatus.Refused]: <CloseCircleOutline />,
};
const TEXTS = { [AuditStatus.Passed]: 'passed', [AuditStatus.Auditing]: 'review', [AuditStatus.Refused]: 'refused' };

/** What became of a card top-up: credited (with the new balance), waiting for review, or refused. */
export function CardResult({ record, onAgain }: { record: RechargeRecord; onAgain: () => void }) {
  const { t } = useTranslation();
  const balance = useSession((s) => s.userInfo?.balance_cents);
  const back = returnPathOf(useSearchParams()[0]);
  const kind = TEXTS[record.status];
  return (
    <section className={`surface-card tu-card tu-result tu-result--${kind}`} aria-labelledby="tu-result-title">
      <span className="tu-result__icon" aria-hidden>
        {ICONS[record.status]}
      </span>
      <div role="status">
        <h2 id="tu-result-title" className="tu-card__title">
          {t(`topup.card.result.${kind}.title`)}
        </h2>
        <p className="surface-lead">
          <MoneyPhrase
            text={t(`topup.card.result.${kind}.text`, { reason: record.refuse_reason ?? '' })}
            amounts={{ amount: record.arrival_cents ?? record.amount_cents }}
          />
        </p>
      </div>
      {record.status === AuditStatus.Passed && balance !== undefined && (
        <p className="tu-result__balance">
          {t('topup.card.result.balance')}{' '}
          <strong>
            <Money cents={balance} />
          </strong>
        </p>
      )}
      {record.status === AuditStatus.Passed && back && (
        <Link to={back} className="tw-button tw-button--solid tw-button--block tu-result__back">
          {t(returnsToCheckout(back) ? 'topup.card.result.back' : 'topup.card.result.backToOrder')}
        </Link>
      )}
      <div className="tu-result__actions">
        <Link to="/topUpRecord" className="tu-result__link">
          {t('topup.records.link')}
        </Link>
        <Button shape="rounded" color="primary" onClick={onAgain}>
          {t('topup.card.result.again')}
        </Button>
      </div>
    </section>
  );
}
