import { useState } from 'react';
import { Card } from 'antd';
import { useTranslation } from '@/i18n/use-translation';
import type { AdminWithdrawalRecord } from '@tradewind/contract';
import { AuditFilters, type AuditFilterValues } from '../../components/audit-filters';
import { ServerTable } from '../../components/server-table';
import { useServerList } from '../../components/use-server-list';
import { getWithdrawals } from './api/get-withdrawals';
import { PayoutDialog } from './payout-dialog';
import { RefuseWithdrawalDialog } from './refuse-withdrawal-dialog';
import { useWithdrawalActions } from './use-withdrawal-actions';
import { useWithdrawalColumns } from './withdrawal-columns';
import { isFirstApproval } from './withdrawal-approvals';

const DEFAULTS: AuditFilterValues = { status: '0', account: '' };

/** The withdrawal audit queue: waiting withdrawals first, each paid out (passed) or refused with the money back. */
export function WithdrawalsScreen() {
  const { t } = useTranslation();
  const list = useServerList('withdrawals', DEFAULTS, getWithdrawals);
  const actions = useWithdrawalActions();
  const [refusing, setRefusing] = useState<AdminWithdrawalRecord | null>(null);
  const [paying, setPaying] = useState<AdminWithdrawalRecord | null>(null);
  const columns = useWithdrawalColumns({
    revealed: actions.revealed,
    onReveal: (record) => void actions.reveal(record),
    onHide: actions.hide,
    // An on-chain payout is passed with its transaction hash (decision 028); a bank transfer with a confirmation.
    // Above the two-approval amount the first approval pays nothing, so it asks for no hash (decision 052).
    onPass: (record) =>
      record.type === 'chain' && !isFirstApproval(record) ? setPaying(record) : void actions.pass(record),
    onRefuse: setRefusing,
  });

  return (
    <Card>
      <AuditFilters area="withdrawals" filters={list.filters} onChange={list.setFilters} />
      <ServerTable list={list} label={t('admin.withdrawals.tableLabel')} columns={columns} />
      {refusing && <RefuseWithdrawalDialog record={refusing} onClose={() => setRefusing(null)} />}
      {paying && <PayoutDialog record={paying} onClose={() => setPaying(null)} />}
    </Card>
  );
}
