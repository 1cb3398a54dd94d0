import { useState } from 'react';
import { Alert, Button, Card } from 'antd';
import { useTranslation } from '@/i18n/use-translation';
import type { AdminRechargeRecord } from '@tradewind/contract';
import { AuditFilters, type AuditFilterValues } from '../../components/audit-filters';
import { ServerTable } from '../../components/server-table';
import { useServerList } from '../../components/use-server-list';
import { getRecharges } from './api/get-recharges';
import { PassRechargeDialog } from './pass-recharge-dialog';
import { useRechargeColumns } from './recharge-columns';
import { RefuseRechargeDialog } from './refuse-recharge-dialog';

const DEFAULTS: AuditFilterValues & { reorged: string } = { status: '0', account: '', reorged: '' };

/**
 * The recharge audit queue: waiting recharges first, each passed with what arrived or refused with a reason; with
 * `reorged=1` (the dashboard's link), the credited deposits whose transfer left the chain (decision 028).
 */
export function RechargesScreen() {
  const { t } = useTranslation();
  const list = useServerList('recharges', DEFAULTS, getRecharges);
  const [passing, setPassing] = useState<AdminRechargeRecord | null>(null);
  const [refusing, setRefusing] = useState<AdminRechargeRecord | null>(null);
  const columns = useRechargeColumns({ onPass: setPassing, onRefuse: setRefusing });

  return (
    <Card>
      <AuditFilters area="recharges" filters={list.filters} onChange={list.setFilters} />
      {list.filters.reorged === '1' && (
        <Alert
          className="tw-admin-gap"
          type="error"
          showIcon
          title={t('admin.recharges.reorg.filtered')}
          description={
            <Button size="small" onClick={() => list.setFilters({ reorged: '' })}>
              {t('admin.recharges.reorg.showAll')}
            </Button>
          }
        />
      )}
      <ServerTable list={list} label={t('admin.recharges.tableLabel')} columns={columns} />
      {passing && <PassRechargeDialog record={passing} onClose={() => setPassing(null)} />}
      {refusing && <RefuseRechargeDialog record={refusing} onClose={() => setRefusing(null)} />}
    </Card>
  );
}
