import { Button, Space, type TableColumnsType } from 'antd';
import { useTranslation } from '@/i18n/use-translation';
import { AuditStatus, type AdminWithdrawalRecord } from '@tradewind/contract';
import { formatMoney } from '@/i18n/format';
import { formatConsoleTime } from '../../components/console-time';
import { WithdrawalDecision } from './withdrawal-decision';
import { WithdrawalDestination } from './withdrawal-destination';

type Actions = {
  revealed: Record<number, string>;
  onReveal: (record: AdminWithdrawalRecord) => void;
  onHide: (id: number) => void;
  onPass: (record: AdminWithdrawalRecord) => void;
  onRefuse: (record: AdminWithdrawalRecord) => void;
};

const money = (cents: number) => formatMoney(cents);

/** The queue's columns; a waiting withdrawal has its buttons under its state, a decided one shows its decision. */
export function useWithdrawalColumns(actions: Actions): TableColumnsType<AdminWithdrawalRecord> {
  const { t } = useTranslation();
  return [
    { key: 'id', title: t('admin.withdrawals.column.id'), dataIndex: 'id', width: 72 },
    { key: 'buyer', title: t('admin.withdrawals.column.buyer'), render: (_, record) => record.user.account },
    {
      key: 'amount',
      title: t('admin.withdrawals.column.amount'),
      align: 'right',
      render: (_, record) => money(record.amount_cents),
    },
    { key: 'fee', title: t('admin.withdrawals.column.fee'), align: 'right', render: (_, r) => money(r.fee_cents) },
    {
      key: 'arrival',
      title: t('admin.withdrawals.column.arrival'),
      align: 'right',
      render: (_, record) => <strong>{money(record.arrival_cents)}</strong>,
    },
    {
      key: 'payTo',
      title: t('admin.withdrawals.column.payTo'),
      width: 250,
      render: (_, record) => (
        <WithdrawalDestination
          record={record}
          revealed={actions.revealed[record.id]}
          onReveal={actions.onReveal}
          onHide={actions.onHide}
        />
      ),
    },
    {
      key: 'submitted',
      title: t('admin.withdrawals.column.submitted'),
      render: (_, record) => formatConsoleTime(record.created_at),
    },
    {
      key: 'state',
      title: t('admin.withdrawals.column.state'),
      width: 240,
      render: (_, record) => (
        <Space orientation="vertical" size={8}>
          <WithdrawalDecision record={record} />
          {record.status === AuditStatus.Auditing && (
            <Space>
              <Button type="primary" size="small" onClick={() => actions.onPass(record)}>
                {t('admin.withdrawals.pass.button')}
              </Button>
              <Button danger size="small" onClick={() => actions.onRefuse(record)}>
                {t('admin.withdrawals.refuse.button')}
              </Button>
            </Space>
          )}
        </Space>
      ),
    },
  ];
}
