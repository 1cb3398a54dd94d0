import { useState } from 'react';
import { Card } from 'antd';
import { useTranslation } from '@/i18n/use-translation';
import { ServerTable } from '../../components/server-table';
import { useServerList } from '../../components/use-server-list';
import { getRefunds, type RefundRequest } from './api/get-refunds';
import { useRefundColumns } from './refund-columns';
import { RefundFilters, type RefundFilterValues } from './refund-filters';
import { RefuseRefundDialog } from './refuse-refund-dialog';
import { useRefundDecisions } from './use-refund-decisions';

const DEFAULTS: RefundFilterValues = { status: '0' };

/** The refund queue: requests waiting for a decision first; approve, refuse with a reason, confirm returned goods. */
export function RefundsScreen() {
  const { t } = useTranslation();
  const list = useServerList('refunds', DEFAULTS, getRefunds);
  const { approve, receive } = useRefundDecisions();
  const [refusing, setRefusing] = useState<RefundRequest | null>(null);
  const columns = useRefundColumns({
    onApprove: (refund) => void approve(refund),
    onRefuse: setRefusing,
    onReceive: (refund) => void receive(refund),
  });

  return (
    <Card>
      <RefundFilters filters={list.filters} onChange={list.setFilters} />
      <ServerTable list={list} label={t('admin.refunds.tableLabel')} columns={columns} />
      {refusing && <RefuseRefundDialog refund={refusing} onClose={() => setRefusing(null)} />}
    </Card>
  );
}
