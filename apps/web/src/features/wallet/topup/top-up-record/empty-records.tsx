import { DollarCircleOutline } from '@/components/icons/dollar-circle-outline';
import { EmptyState } from '@/components/empty-state';
import { useTranslation } from '@/i18n/use-translation';

/** No top-ups (with this status): say so, and offer the way to make one. */
export function EmptyRecords({ filtered }: { filtered: boolean }) {
  const { t } = useTranslation();
  return (
    <EmptyState
      icon={<DollarCircleOutline />}
      title={t(filtered ? 'topup.records.emptyFilteredTitle' : 'topup.records.emptyTitle')}
      text={t('topup.records.emptyText')}
      to="/topUp"
      action={t('topup.records.emptyAction')}
    />
  );
}
