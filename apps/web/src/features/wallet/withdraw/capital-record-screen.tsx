import { ReceiptOutline } from '@/components/icons/receipt-outline';
import { useTranslation } from '@/i18n/use-translation';
import { EmptyState } from '@/components/empty-state';
import { InfiniteList } from '@/components/infinite-list';
import { isRouteAvailable } from '@/lib/available-routes';
import { FUND_RECORDS_KEY, getFundRecords } from './api/get-fund-records';
import { LedgerRow } from './records/ledger-row';
import '@/components/surface.css';
import '@/components/visually-hidden.css';
import './records.css';

/** /capitalRecord: every change of the balance, newest first (docs/architecture.md §4 ledger). */
export default function CapitalRecordScreen() {
  const { t } = useTranslation();
  return (
    <div className="rec-page">
      <div className="rec-list">
        <InfiniteList
          fresh
          queryKey={FUND_RECORDS_KEY}
          fetchPage={getFundRecords}
          layout="list"
          label={t('withdraw.ledger.label')}
          getKey={(entry) => entry.id}
          renderItem={(entry) => <LedgerRow entry={entry} />}
          empty={
            <EmptyState
              icon={<ReceiptOutline />}
              title={t('withdraw.ledger.emptyTitle')}
              text={t('withdraw.ledger.emptyText')}
              to={isRouteAvailable('/topUp') ? '/topUp' : undefined}
              action={t('withdraw.ledger.emptyAction')}
            />
          }
        />
      </div>
    </div>
  );
}
