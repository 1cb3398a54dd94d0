import { Button, Skeleton } from 'antd-mobile';
import { ExclamationCircleOutline, ShopbagOutline } from 'antd-mobile-icons';
import { Link, useNavigate } from '@/lib/router';
import { useTranslation } from '@/i18n/use-translation';
import { EmptyState } from '@/components/empty-state';
import '@/components/surface.css';
import '../checkout.css';

/** Grey cards in the shape of the checkout while it is priced. */
export function CheckoutSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="surface-page" role="status" aria-label={t('common.loading')}>
      <Skeleton animated className="co-skeleton co-skeleton--address" />
      <Skeleton animated className="co-skeleton co-skeleton--shop" />
      <Skeleton animated className="co-skeleton co-skeleton--totals" />
    </div>
  );
}

/** NOTHING_SELECTED: nothing to order; the bag is where items are chosen. */
export function NothingSelected({ message }: { message: string }) {
  const { t } = useTranslation();
  return (
    <div className="surface-page">
      <EmptyState
        className="co-empty"
        icon={<ShopbagOutline />}
        title={t('checkout.empty.title')}
        text={message}
        to="/bag"
        action={t('checkout.empty.action')}
      />
    </div>
  );
}

type FailedProps = { message: string; buyNow: boolean; onRetry: () => void; retrying: boolean };

/** The checkout could not be priced: out of stock (the server's message names the product) or no connection. */
export function CheckoutFailed({ message, buyNow, onRetry, retrying }: FailedProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <div className="surface-page">
      <section className="surface-card co-state" role="alert">
        <ExclamationCircleOutline className="co-state__warning" aria-hidden />
        <p className="co-state__message">{message}</p>
        <div className="co-state__actions">
          <Button color="primary" fill="outline" shape="rounded" loading={retrying} onClick={onRetry}>
            {t('common.retry')}
          </Button>
          {buyNow ? (
            <Button shape="rounded" onClick={() => navigate(-1)}>
              {t('checkout.failed.back')}
            </Button>
          ) : (
            <Link to="/bag" className="co-state__link">
              {t('checkout.empty.action')}
            </Link>
          )}
        </div>
      </section>
    </div>
  );
}
