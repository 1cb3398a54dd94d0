import { Space, Tag, Typography } from 'antd';
import { useTranslation } from '@/i18n/use-translation';
import { RefundStatus } from '@tradewind/contract';
import { formatConsoleTime } from '../../components/console-time';
import type { RefundRequest } from './api/get-refunds';

const STATES: Record<number, { name: string; color: string }> = {
  [RefundStatus.Applying]: { name: 'applying', color: 'gold' },
  [RefundStatus.InProgress]: { name: 'inProgress', color: 'blue' },
  [RefundStatus.Refunded]: { name: 'refunded', color: 'green' },
  [RefundStatus.Refused]: { name: 'refused', color: 'red' },
};

/** Approved with return and not refunded yet: the goods are on their way back, or should be. */
export const awaitsGoods = (refund: RefundRequest) =>
  refund.type === 'return_refund' && refund.status === RefundStatus.InProgress;

/** Where the request stands and, once decided, when (and why, for a refusal). */
export function RefundState({ refund }: { refund: RefundRequest }) {
  const { t } = useTranslation();
  const state = STATES[refund.status] ?? STATES[RefundStatus.Applying]!;
  return (
    <Space orientation="vertical" size={2}>
      <Tag color={state.color}>{t(`admin.refunds.state.${state.name}`)}</Tag>
      {refund.status === RefundStatus.Refused && refund.refuse_reason && (
        <Typography.Text>{t('admin.refunds.refusedBecause', { reason: refund.refuse_reason })}</Typography.Text>
      )}
      {refund.decided_at && (
        <Typography.Text type="secondary">
          {t('admin.refunds.decidedAt', { time: formatConsoleTime(refund.decided_at) })}
        </Typography.Text>
      )}
    </Space>
  );
}
