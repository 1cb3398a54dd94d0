import { useState } from 'react';
import { Alert, Card, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AdminWithdrawalRecord } from '@tradewind/contract';
import { useServerList } from '../../components/use-server-list';
import { getWithdrawals } from './api/get-withdrawals';
import { RefuseWithdrawalDialog } from './refuse-withdrawal-dialog';
import { useWithdrawalActions } from './use-withdrawal-actions';
import { useWithdrawalColumns } from './withdrawal-columns';
import { WithdrawalFilters, type WithdrawalFilterValues } from './withdrawal-filters';

const DEFAULTS: WithdrawalFilterValues = { status: '0', account: '' };

/** The withdrawal audit queue: waiting withdrawals first, each paid out (passed) or refused with the money back. */
export function WithdrawalsScreen() {
  const { t } = useTranslation();
  const list = useServerList('withdrawals', DEFAULTS, getWithdrawals);
  const actions = useWithdrawalActions();
  const [refusing, setRefusing] = useState<AdminWithdrawalRecord | null>(null);
  const columns = useWithdrawalColumns({
    revealed: actions.revealed,
    onReveal: (record) => void actions.reveal(record),
    onHide: actions.hide,
    onPass: (record) => void actions.pass(record),
    onRefuse: setRefusing,
  });

  return (
    <Card>
      <WithdrawalFilters filters={list.filters} onChange={list.setFilters} />
      {list.error && <Alert className="tw-admin-gap" type="error" showIcon title={list.error.message} />}
      <Table
        aria-label={t('admin.withdrawals.tableLabel')}
        rowKey="id"
        columns={columns}
        dataSource={list.rows}
        loading={list.loading}
        pagination={list.pagination}
        locale={{ emptyText: t('admin.list.empty') }}
      />
      {refusing && <RefuseWithdrawalDialog record={refusing} onClose={() => setRefusing(null)} />}
    </Card>
  );
}
