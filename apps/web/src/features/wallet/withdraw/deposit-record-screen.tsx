import { useScreenSearchParams } from '@/lib/use-screen-search-params';
import { DollarCircleOutline } from '@/components/icons/dollar-circle-outline';
import { useTranslation } from '@/i18n/use-translation';
import { WITHDRAW_LOG_FILTERS } from '@tradewind/contract';
import { EmptyState } from '@/components/empty-state';
import { FilterTabs } from '@/components/filter-tabs';
import { InfiniteList } from '@/components/infinite-list';
import { getWithdrawalLog, withdrawalLogKey, type WithdrawLogStatus } from './api/get-withdrawal-log';
import { filterText } from './records/audit-label';
import { WithdrawalRow } from './records/withdrawal-row';
import '@/components/surface.css';
import './records.css';

const STATUSES = WITHDRAW_LOG_FILTERS.map((filter) => String(filter.value));
const statusOf = (value: string | null): WithdrawLogStatus =>
  value !== null && STATUSES.includes(value) ? (value as WithdrawLogStatus) : 'all';

/** /depositRecord: the withdrawals, filtered in the docs/product.md §4 order: all, refused, auditing, passed. */
export default function DepositRecordScreen() {
  const { t } = useTranslation();
  // The tab lives in the address (?status=2|0|1), so a reload or a shared link keeps it.
  const [params, setParams] = useScreenSearchParams('/depositRecord');
  const status = statusOf(params.get('status'));
  const setStatus = (next: WithdrawLogStatus) => setParams({ status: next === 'all' ? undefined : next });
  return (
    <div className="rec-page">
      <FilterTabs
        tabs={WITHDRAW_LOG_FILTERS.map((filter) => ({
          key: String(filter.value) as WithdrawLogStatus,
          title: t(filterText(filter.label)),
        }))}
        activeKey={status}
        onChange={setStatus}
      />
      <div className="rec-list">
        <InfiniteList
          fresh
          key={status}
          queryKey={withdrawalLogKey(status)}
          fetchPage={getWithdrawalLog(status)}
          layout="list"
          label={t('withdraw.record.label')}
          getKey={(record) => record.id}
          renderItem={(record) => <WithdrawalRow record={record} />}
          empty={
            <EmptyState
              icon={<DollarCircleOutline />}
              title={t(status === 'all' ? 'withdraw.record.emptyTitle' : 'withdraw.record.emptyFiltered')}
              text={t('withdraw.record.emptyText')}
              to="/withDraw"
              action={t('withdraw.record.emptyAction')}
            />
          }
        />
      </div>
    </div>
  );
}
