import type { ReactNode } from 'react';
import { BankcardOutline, LinkOutline } from 'antd-mobile-icons';
import { ReceiptOutline } from '@/components/icons/receipt-outline';
import { useTranslation } from '@/i18n/use-translation';
import { AuditStatus, type RechargeMethod, type RechargeRecord } from '@tradewind/contract';
import { StatusTag } from '@/components/status-tag';
import { formatDate } from '@/i18n/format';
import { Money } from '@/components/money/money';
import '@/components/surface.css';
import './record-card.css';
import { networkLabel } from '../../network-label';

const ICONS: Record<RechargeMethod, ReactNode> = {
  chain: <LinkOutline />,
  card: <BankcardOutline />,
  manual: <ReceiptOutline />,
};
const STATUS_NAMES = {
  [AuditStatus.Auditing]: 'auditing',
  [AuditStatus.Passed]: 'passed',
  [AuditStatus.Refused]: 'refused',
};

/** "0x1234…abcd": enough to find the transaction on an explorer; the whole hash is in its title. */
const shortHash = (hash: string) => <span title={hash}>{`${hash.slice(0, 6)}…${hash.slice(-4)}`}</span>;

/** A deposit the chain is confirming says how far it is ("Confirming 3/12"); the rest say their audit state. */
function statusText(record: RechargeRecord, t: (key: string, values?: Record<string, string | number>) => string) {
  if (record.status === AuditStatus.Auditing && record.chain_state === 'confirming') {
    return t('topup.status.confirming', {
      confirmations: record.confirmations ?? 0,
      required: record.confirmations_required ?? 0,
    });
  }
  return t(`topup.status.${STATUS_NAMES[record.status]}`);
}

/** One top-up: how, how much, what arrived, where it stands and, when refused, why. */
export function RecordCard({ record }: { record: RechargeRecord }) {
  const { t } = useTranslation();
  const status = STATUS_NAMES[record.status];
  const facts: [string, ReactNode][] = [[t('topup.records.amount'), <Money cents={record.amount_cents} />]];
  if (record.status === AuditStatus.Passed && record.arrival_cents !== null) {
    facts.push([t('topup.records.arrival'), <Money cents={record.arrival_cents} />]);
  }
  if (record.network) facts.push([t('topup.records.network'), networkLabel(t, record.network, record.token)]);
  if (record.reference) facts.push([t('topup.records.reference'), record.reference]);
  if (record.card_last4) facts.push([t('topup.records.card'), `•••• ${record.card_last4}`]);
  if (record.tx_hash) facts.push([t('topup.records.txHash'), shortHash(record.tx_hash)]);
  if (record.status === AuditStatus.Refused && record.refuse_reason) {
    facts.push([t('topup.records.reason'), record.refuse_reason]);
  }

  return (
    <article className={`surface-card tu-record tu-record--${status}`} aria-labelledby={`tu-record-${record.id}`}>
      <header className="tu-record__head">
        <span className="surface-icon-tile tu-record__icon" aria-hidden>
          {ICONS[record.method]}
        </span>
        <div className="tu-record__title-box">
          <h2 id={`tu-record-${record.id}`} className="tu-record__title">
            {t(`topup.methods.${record.method}.title`)}
          </h2>
          <time className="tu-record__date" dateTime={record.created_at}>
            {formatDate(record.created_at)}
          </time>
        </div>
        <StatusTag ok={record.status === AuditStatus.Passed}>{statusText(record, t)}</StatusTag>
      </header>
      <dl className="tu-record__facts">
        {facts.map(([label, value]) => (
          <div key={label} className="tu-record__fact">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </article>
  );
}
