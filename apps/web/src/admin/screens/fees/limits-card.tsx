import { Alert, Card, Skeleton } from 'antd';
import { useTranslation } from '@/i18n/use-translation';
import { useWithdrawalLimits } from './api/get-withdrawal-limits';
import { LimitsForm } from './limits-form';

/** Decision 052's protections: the waits, the limits and the amount above which two operators approve. */
export function LimitsCard() {
  const { t } = useTranslation();
  const query = useWithdrawalLimits();
  return (
    <Card title={t('admin.fees.limits.title')}>
      {query.error && <Alert className="tw-admin-gap" type="error" showIcon title={query.error.message} />}
      {query.data ? <LimitsForm limits={query.data} /> : !query.error && <Skeleton active />}
    </Card>
  );
}
