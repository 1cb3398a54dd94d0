import { BankcardOutline, LinkOutline } from 'antd-mobile-icons';
import { useTranslation } from '@/i18n/use-translation';
import { AuditStatus, type WithdrawalRecord } from '@tradewind/contract';
import { StatusTag } from '@/components/status-tag';
import { formatDate } from '@/i18n/format';
import { statusText } from './audit-label';
import { networkLabel } from '../../network-label';
import { Money } from '@/components/money/money';

/** One withdrawal: where it went, its figures, its audit state, and why it was refused if it was. */
export function WithdrawalRow({ record }: { record: WithdrawalRecord }) {
  const { t } = useTranslation();
  const titleId = `withdrawal-${record.id}`;
  const where = record.type === 'bank' ? record.bank_name : networkLabel(t, record.network, record.token);
  return (
    <article className="surface-card rec-row" aria-labelledby={titleId}>
      <div className="rec-row__head">
        <span className="surface-icon-tile rec-row__icon" aria-hidden>
          {record.type === 'bank' ? <BankcardOutline /> : <LinkOutline />}
        </span>
        <div className="rec-row__main">
          <h2 id={titleId} className="rec-row__title">
            {t(`withdraw.to.${record.type}`)}
          </h2>
          <p className="rec-row__meta">
            {where && `${where} · `}
            <span className="rec-row__masked" dir="ltr">
              {record.masked}
            </span>
          </p>
        </div>
        <StatusTag ok={record.status === AuditStatus.Passed}>{t(statusText(record.status))}</StatusTag>
      </div>
      <dl className="rec-figures">
        <div>
          <dt>{t('withdraw.record.amount')}</dt>
          <dd>
            <Money cents={record.amount_cents} />
          </dd>
        </div>
        <div>
          <dt>{t('withdraw.record.fee')}</dt>
          <dd>
            <Money cents={record.fee_cents} />
          </dd>
        </div>
        <div>
          <dt>{t('withdraw.record.arrival')}</dt>
          <dd className="rec-figures__main">
            <Money cents={record.arrival_cents} />
          </dd>
        </div>
      </dl>
      {record.status === AuditStatus.Refused && (
        <div className="rec-row__reason">
          {record.refuse_reason && <p>{t('withdraw.record.reason', { reason: record.refuse_reason })}</p>}
          <p>{t('withdraw.record.returned')}</p>
        </div>
      )}
      {record.tx_hash && (
        // Decision 028: the payout the chain confirmed, whole in the title to look up on an explorer.
        <p className="rec-row__meta" title={record.tx_hash}>
          {t('withdraw.record.payout', { hash: `${record.tx_hash.slice(0, 10)}…${record.tx_hash.slice(-8)}` })}
        </p>
      )}
      <p className="rec-row__date">
        <time dateTime={record.created_at}>{formatDate(record.created_at)}</time>
      </p>
    </article>
  );
}
