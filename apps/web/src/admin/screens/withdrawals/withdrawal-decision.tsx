import { Space, Tag, Typography } from 'antd';
import { useTranslation } from '@/i18n/use-translation';
import { AuditStatus, type AdminWithdrawalRecord } from '@tradewind/contract';
import { formatConsoleTime } from '../../components/console-time';
import { WithdrawalApprovals } from './withdrawal-approvals';

const STATE_NAME = {
  [AuditStatus.Auditing]: 'waiting',
  [AuditStatus.Passed]: 'passed',
  [AuditStatus.Refused]: 'refused',
} as const;
const COLOUR = { waiting: 'gold', passed: 'green', refused: 'red' } as const;

/** The withdrawal's state and, once decided, the reason if refused, by whom and when. */
export function WithdrawalDecision({ record }: { record: AdminWithdrawalRecord }) {
  const { t } = useTranslation();
  const name = STATE_NAME[record.status];
  return (
    <Space orientation="vertical" size={2}>
      <Tag color={COLOUR[name]}>{t(`admin.withdrawals.state.${name}`)}</Tag>
      <WithdrawalApprovals record={record} />
      {record.status === AuditStatus.Refused && record.refuse_reason && (
        <Typography.Text>{t('admin.withdrawals.decision.reason', { reason: record.refuse_reason })}</Typography.Text>
      )}
      {record.status !== AuditStatus.Auditing && record.decided_at && (
        <Typography.Text type="secondary">
          {t('admin.withdrawals.decision.by', {
            operator: record.decided_by ?? '',
            time: formatConsoleTime(record.decided_at),
          })}
        </Typography.Text>
      )}
    </Space>
  );
}
