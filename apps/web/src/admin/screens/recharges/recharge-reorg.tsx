import { Button, Space, Tag, Typography } from 'antd';
import { useTranslation } from '@/i18n/use-translation';
import type { AdminRechargeRecord } from '@tradewind/contract';
import { formatConsoleTime } from '../../components/console-time';
import { useDecision } from '../../components/use-decision';
import { settleReorg } from './api/settle-reorg';

/**
 * A deposit the chain credited whose transfer later left it (decision 028): flagged in red until the operator, having
 * decided whether to take the money back, marks it handled; then who did and when.
 */
export function RechargeReorg({ record }: { record: AdminRechargeRecord }) {
  const { t } = useTranslation();
  const decide = useDecision();
  const { reorg } = record;
  if (!reorg) return null;
  const settle = () =>
    decide({
      title: t('admin.recharges.reorg.settleTitle', { id: record.id }),
      content: t('admin.recharges.reorg.settleText'),
      okText: t('admin.recharges.reorg.settle'),
      run: () => settleReorg(record.id),
      success: () => t('admin.recharges.reorg.done', { id: record.id }),
    });
  return (
    <Space orientation="vertical" size={4}>
      <Tag color="red">{t('admin.recharges.reorg.tag')}</Tag>
      <Typography.Text type="danger">
        {t('admin.recharges.reorg.since', { time: formatConsoleTime(reorg.at) })}
      </Typography.Text>
      {reorg.settled_at ? (
        <Typography.Text type="secondary">
          {t('admin.recharges.reorg.settled', {
            operator: reorg.settled_by ?? '',
            time: formatConsoleTime(reorg.settled_at),
          })}
        </Typography.Text>
      ) : (
        <Button size="small" onClick={() => void settle()}>
          {t('admin.recharges.reorg.settle')}
        </Button>
      )}
    </Space>
  );
}
