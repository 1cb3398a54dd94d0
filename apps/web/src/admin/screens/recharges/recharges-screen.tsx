import { useState } from 'react';
import { Alert, Card, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AdminRechargeRecord } from '@tradewind/contract';
import { useServerList } from '../../components/use-server-list';
import { getRecharges } from './api/get-recharges';
import { PassRechargeDialog } from './pass-recharge-dialog';
import { useRechargeColumns } from './recharge-columns';
import { RechargeFilters, type RechargeFilterValues } from './recharge-filters';
import { RefuseRechargeDialog } from './refuse-recharge-dialog';

const DEFAULTS: RechargeFilterValues = { status: '0', account: '' };

/** The recharge audit queue: waiting recharges first, each passed with what arrived or refused with a reason. */
export function RechargesScreen() {
  const { t } = useTranslation();
  const list = useServerList('recharges', DEFAULTS, getRecharges);
  const [passing, setPassing] = useState<AdminRechargeRecord | null>(null);
  const [refusing, setRefusing] = useState<AdminRechargeRecord | null>(null);
  const columns = useRechargeColumns({ onPass: setPassing, onRefuse: setRefusing });

  return (
    <Card>
      <RechargeFilters filters={list.filters} onChange={list.setFilters} />
      {list.error && <Alert className="tw-admin-gap" type="error" showIcon title={list.error.message} />}
      <Table
        aria-label={t('admin.recharges.tableLabel')}
        rowKey="id"
        columns={columns}
        dataSource={list.rows}
        loading={list.loading}
        pagination={list.pagination}
        locale={{ emptyText: t('admin.list.empty') }}
      />
      {passing && <PassRechargeDialog record={passing} onClose={() => setPassing(null)} />}
      {refusing && <RefuseRechargeDialog record={refusing} onClose={() => setRefusing(null)} />}
    </Card>
  );
}
