import { Button, Space, type TableColumnsType } from 'antd';
import { useTranslation } from '@/i18n/use-translation';
import { AuditStatus, type AdminRechargeRecord } from '@tradewind/contract';
import { formatMoney } from '@/i18n/format';
import { formatConsoleTime } from '../../components/console-time';
import { RechargeDecision } from './recharge-decision';
import { RechargeEvidence } from './recharge-evidence';
import { RechargeMethod } from './recharge-method';
import { RechargeReorg } from './recharge-reorg';

type Actions = { onPass: (record: AdminRechargeRecord) => void; onRefuse: (record: AdminRechargeRecord) => void };

/** The queue's columns; a waiting recharge has its buttons under its state, a decided one shows its decision. */
export function useRechargeColumns({ onPass, onRefuse }: Actions): TableColumnsType<AdminRechargeRecord> {
  const { t } = useTranslation();
  return [
    { key: 'id', title: t('admin.recharges.column.id'), dataIndex: 'id', width: 72 },
    { key: 'buyer', title: t('admin.recharges.column.buyer'), render: (_, record) => record.user.account },
    {
      key: 'method',
      title: t('admin.recharges.column.method'),
      width: 230,
      render: (_, record) => <RechargeMethod record={record} />,
    },
    {
      key: 'declared',
      title: t('admin.recharges.column.declared'),
      align: 'right',
      render: (_, record) => formatMoney(record.amount_cents),
    },
    {
      key: 'evidence',
      title: t('admin.recharges.column.evidence'),
      render: (_, record) => <RechargeEvidence record={record} />,
    },
    {
      key: 'submitted',
      title: t('admin.recharges.column.submitted'),
      render: (_, record) => formatConsoleTime(record.created_at),
    },
    {
      key: 'state',
      title: t('admin.recharges.column.state'),
      width: 240,
      render: (_, record) => (
        <Space orientation="vertical" size={8}>
          <RechargeDecision record={record} />
          <RechargeReorg record={record} />
          {record.status === AuditStatus.Auditing && (
            <Space>
              <Button type="primary" size="small" onClick={() => onPass(record)}>
                {t('admin.recharges.pass.button')}
              </Button>
              <Button danger size="small" onClick={() => onRefuse(record)}>
                {t('admin.recharges.refuse.button')}
              </Button>
            </Space>
          )}
        </Space>
      ),
    },
  ];
}
