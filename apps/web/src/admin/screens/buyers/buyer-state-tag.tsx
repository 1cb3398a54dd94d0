import { Tag } from 'antd';
import { useTranslation } from '@/i18n/use-translation';

/** Whether the buyer can sign in. */
export function BuyerStateTag({ disabled }: { disabled: boolean }) {
  const { t } = useTranslation();
  return disabled ? (
    <Tag color="red">{t('admin.buyers.state.disabled')}</Tag>
  ) : (
    <Tag color="green">{t('admin.buyers.state.enabled')}</Tag>
  );
}
