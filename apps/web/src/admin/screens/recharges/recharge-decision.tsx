import { Space, Tag, Typography } from 'antd';
import { useTranslation } from '@/i18n/use-translation';
import { AuditStatus, type AdminRechargeRecord } from '@tradewind/contract';
import { formatMoney } from '@/i18n/format';
import { formatConsoleTime } from '../../components/console-time';

export const STATE_NAME = {
  [AuditStatus.Auditing]: 'waiting',
  [AuditStatus.Passed]: 'passed',
  [AuditStatus.Refused]: 'refused',
} as const;
const COLOUR = { waiting: 'gold', passed: 'green', refused: 'red' } as const;

/** The record's state and, once decided, what was decided, by whom and when. */
export function RechargeDecision({ record }: { record: AdminRechargeRecord }) {
  const { t } = useTranslation();
  const name = STATE_NAME[record.status];
  const time = record.decided_at ? formatConsoleTime(record.decided_at) : '';
  return (
    <Space orientation="vertical" size={2}>
      <Tag color={COLOUR[name]}>{t(`admin.recharges.state.${name}`)}</Tag>
      {record.status === AuditStatus.Passed && record.arrival_cents !== null && (
        <Typography.Text>
          {t('admin.recharges.decision.credited', { amount: formatMoney(record.arrival_cents) })}
        </Typography.Text>
      )}
      {record.status === AuditStatus.Refused && record.refuse_reason && (
        <Typography.Text>{t('admin.recharges.decision.reason', { reason: record.refuse_reason })}</Typography.Text>
      )}
      {record.status !== AuditStatus.Auditing && (
        <Typography.Text type="secondary">
          {record.decided_by
            ? t('admin.recharges.decision.by', { operator: record.decided_by, time })
            : t('admin.recharges.decision.automatic', { time })}
        </Typography.Text>
      )}
    </Space>
  );
}
