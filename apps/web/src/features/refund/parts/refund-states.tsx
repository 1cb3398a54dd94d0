import { Button, Skeleton } from 'antd-mobile';
import { ExclamationCircleOutline, InformationCircleOutline, QuestionCircleOutline } from 'antd-mobile-icons';
import { ScreenState } from '@/components/screen-state';
import { useTranslation } from '@/i18n/use-translation';

/** No id, an unknown id, or another buyer's order. */
export function MissingOrder() {
  const { t } = useTranslation();
  return (
    <ScreenState
      icon={<QuestionCircleOutline />}
      title={t('refund.missing.title')}
      text={t('refund.missing.text')}
      to="/myPurchases"
      action={t('refund.missing.action')}
    />
  );
}

/** docs/product.md §8: a second request is refused; the first one is followed on the order. */
export function AlreadyRequested({ orderId }: { orderId: number }) {
  const { t } = useTranslation();
  return (
    <ScreenState
      icon={<InformationCircleOutline />}
      title={t('error.REFUND_EXISTS')}
      text={t('refund.exists.text')}
      to={`/orderInfo/${orderId}`}
      action={t('refund.backToOrder')}
    />
  );
}

/** docs/architecture.md §5: only an order waiting for delivery, delivered or received can be refunded. */
export function NotRefundable({ orderId }: { orderId: number }) {
  const { t } = useTranslation();
  return (
    <ScreenState
      icon={<ExclamationCircleOutline />}
      tone="error"
      title={t('refund.notRefundable.title')}
      text={t('refund.notRefundable.text')}
      to={`/orderInfo/${orderId}`}
      action={t('refund.backToOrder')}
    />
  );
}

export function LoadFailed({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  const { t } = useTranslation();
  return (
    <ScreenState alert icon={<ExclamationCircleOutline />} tone="error" text={t('refund.loadFailed')}>
      <Button color="primary" fill="outline" shape="rounded" loading={retrying} onClick={onRetry}>
        {t('common.retry')}
      </Button>
    </ScreenState>
  );
}

export function RefundSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="rf-skeleton" role="status" aria-label={t('common.loading')}>
      <Skeleton animated className="rf-skeleton__block rf-skeleton__block--form" />
    </div>
  );
}
