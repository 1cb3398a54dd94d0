import { Button, Skeleton } from 'antd-mobile';
import { ExclamationCircleOutline, QuestionCircleOutline } from 'antd-mobile-icons';
import { ScreenState } from '@/components/screen-state';
import { useTranslation } from '@/i18n/use-translation';
import '../orders.css';
import '../order-info.css';

/** An unknown id, or another buyer's order: nothing to show, and the way to the buyer's own orders. */
export function MissingOrder() {
  const { t } = useTranslation();
  return (
    <ScreenState
      icon={<QuestionCircleOutline />}
      title={t('orders.missing.title')}
      text={t('orders.missing.text')}
      to="/myPurchases"
      action={t('orders.missing.action')}
    />
  );
}

/** Offline or server trouble: try again. */
type LoadErrorProps = { text: string; onRetry: () => void; retrying: boolean };

export function OrderLoadError({ text, onRetry, retrying }: LoadErrorProps) {
  const { t } = useTranslation();
  return (
    <ScreenState alert icon={<ExclamationCircleOutline />} tone="error" text={text}>
      <Button color="primary" fill="outline" shape="rounded" loading={retrying} onClick={onRetry}>
        {t('common.retry')}
      </Button>
    </ScreenState>
  );
}

/** The detail's shape in grey while it loads. */
export function DetailSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="ord-page ord-page--detail" role="status" aria-label={t('common.loading')}>
      <Skeleton animated className="ord-skeleton ord-skeleton--hero" />
      <Skeleton animated className="ord-skeleton ord-skeleton--card" />
      <Skeleton animated className="ord-skeleton ord-skeleton--lines" />
      <Skeleton animated className="ord-skeleton ord-skeleton--card" />
    </div>
  );
}
