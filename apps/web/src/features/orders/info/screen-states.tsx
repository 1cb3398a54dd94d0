import { Button, Skeleton } from 'antd-mobile';
import { ExclamationCircleOutline, QuestionCircleOutline } from 'antd-mobile-icons';
import { Link } from '@/lib/router';
import { useTranslation } from '@/i18n/use-translation';

/** An unknown id, or another buyer's order: nothing to show, and the way to the buyer's own orders. */
export function MissingOrder() {
  const { t } = useTranslation();
  return (
    <section className="surface-card ord-state" aria-labelledby="ord-state-title">
      <QuestionCircleOutline className="ord-state__icon" aria-hidden />
      <h2 id="ord-state-title" className="ord-state__title">
        {t('orders.missing.title')}
      </h2>
      <p className="surface-lead ord-state__text">{t('orders.missing.text')}</p>
      <Link to="/myPurchases" className="ord-empty__action">
        {t('orders.missing.action')}
      </Link>
    </section>
  );
}

/** Offline or server trouble: try again. */
type LoadErrorProps = { text: string; onRetry: () => void; retrying: boolean };

export function OrderLoadError({ text, onRetry, retrying }: LoadErrorProps) {
  const { t } = useTranslation();
  return (
    <section className="surface-card ord-state" role="alert">
      <ExclamationCircleOutline className="ord-state__icon ord-state__icon--error" aria-hidden />
      <p className="surface-lead ord-state__text">{text}</p>
      <Button color="primary" fill="outline" shape="rounded" loading={retrying} onClick={onRetry}>
        {t('common.retry')}
      </Button>
    </section>
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
