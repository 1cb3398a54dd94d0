import { Tag } from 'antd';
import { DisputeStatus } from '@tradewind/contract';
import { useTranslation } from '@/i18n/use-translation';

const COLOURS: Record<number, string> = {
  [DisputeStatus.AwaitingShop]: 'gold',
  [DisputeStatus.AwaitingPlatform]: 'blue',
  [DisputeStatus.Refunded]: 'green',
  [DisputeStatus.Rejected]: 'default',
};

export function DisputeState({ status }: { status: number }) {
  const { t } = useTranslation();
  return <Tag color={COLOURS[status]}>{t(`admin.disputes.state.${status}`)}</Tag>;
}
