import { Tabs } from 'antd-mobile';
import { directionOf, type RechargeRecord } from '@tradewind/contract';
import { useTranslation } from '@/i18n/use-translation';
import { InfiniteList } from '@/components/infinite-list';
import { useScreenSearchParams } from '@/lib/use-screen-search-params';
import { getRechargeLog, rechargeLogKey, type RechargeFilter } from './api/get-recharge-log';
import { EmptyRecords } from './top-up-record/empty-records';
import { RecordCard } from './top-up-record/record-card';
import '@/components/surface.css';
import './topup.css';

const FILTERS: { value: RechargeFilter; label: string }[] = [
  { value: 'all', label: 'all' },
  { value: '0', label: 'auditing' },
  { value: '1', label: 'passed' },
  { value: '2', label: 'refused' },
];
const filterOf = (value: string | null): RechargeFilter =>
  FILTERS.find((filter) => filter.value === value)?.value ?? 'all';

/** While a deposit is being confirmed on the chain, the list asks again on its own until it is credited. */
const confirming = (record: RechargeRecord) => record.status === 0 && record.chain_state === 'confirming';

/** /topUpRecord: the buyer's top-ups, newest first, filtered by audit status (`?status=0|1|2`). */
export default function TopUpRecordScreen() {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useScreenSearchParams('/topUpRecord');
  const status = filterOf(params.get('status'));

  return (
    <div className="tu-page tu-records">
      <Tabs
        className="tu-tabs"
        activeKey={status}
        direction={directionOf(i18n.language)}
        onChange={(key) => setParams({ status: key === 'all' ? undefined : key })}
      >
        {FILTERS.map(({ value, label }) => (
          <Tabs.Tab key={value} title={t(`topup.filter.${label}`)} />
        ))}
      </Tabs>
      <div className="tu-records__list">
        <InfiniteList
          fresh
          key={status}
          queryKey={rechargeLogKey(status)}
          fetchPage={getRechargeLog(status)}
          layout="list"
          label={t('topup.records.label')}
          getKey={(record) => record.id}
          renderItem={(record) => <RecordCard record={record} />}
          pollWhile={confirming}
          empty={<EmptyRecords filtered={status !== 'all'} />}
        />
      </div>
    </div>
  );
}
