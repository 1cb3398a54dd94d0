import { useState } from 'react';
import { Card } from 'antd';
import { useTranslation } from '@/i18n/use-translation';
import type { AdminRechargeRecord } from '@tradewind/contract';
import { AuditFilters, type AuditFilterValues } from '../../components/audit-filters';
import { ServerTable } from '../../components/server-table';
import { useServerList } from '../../components/use-server-list';
import { getRecharges } from './api/get-recharges';
import { PassRechargeDialog } from './pass-recharge-dialog';
import { useRechargeColumns } from './recharge-columns';
import { RefuseRechargeDialog } from './refuse-recharge-dialog';

const DEFAULTS: AuditFilterValues = { status: '0', account: '' };

/** The recharge audit queue: waiting recharges first, each passed with what arrived or refused with a reason. */
export function RechargesScreen() {
  const { t } = useTranslation();
  const list = useServerList('recharges', DEFAULTS, getRecharges);
  const [passing, setPassing] = useState<AdminRechargeRecord | null>(null);
  const [refusing, setRefusing] = useState<AdminRechargeRecord | null>(null);
  const columns = useRechargeColumns({ onPass: setPassing, onRefuse: setRefusing });

  return (
    <Card>
      <AuditFilters area="recharges" filters={list.filters} onChange={list.setFilters} />
      <ServerTable list={list} label={t('admin.recharges.tableLabel')} columns={columns} />
      {passing && <PassRechargeDialog record={passing} onClose={() => setPassing(null)} />}
      {refusing && <RefuseRechargeDialog record={refusing} onClose={() => setRefusing(null)} />}
    </Card>
  );
}
