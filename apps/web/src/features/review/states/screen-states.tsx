import { Button, Skeleton } from 'antd-mobile';
import {
  CheckCircleOutline,
  ClockCircleOutline,
  CloseCircleOutline,
  ExclamationCircleOutline,
  QuestionCircleOutline,
} from 'antd-mobile-icons';
import { ScreenState } from '@/components/screen-state';
import { useTranslation } from '@/i18n/use-translation';
import { OrderStatus } from '@tradewind/contract';

/** No order id, an unknown one, or another buyer's order. */
export function MissingOrder() {
  const { t } = useTranslation();
  return (
    <ScreenState
      icon={<QuestionCircleOutline />}
      title={t('review.missing.title')}
      text={t('review.missing.text')}
      to="/myPurchases"
      action={t('review.missing.action')}
    />
  );
}

/**
 * Only a received order (3) is reviewed: a completed one (4) already was; one on its way is not yet; a
 * cancelled one or one in after-sale cannot be.
 */
export function NotReviewable({ orderId, status }: { orderId: number; status: number }) {
  const { t } = useTranslation();
  const kind =
    status === OrderStatus.Completed
      ? 'reviewed'
      : status === OrderStatus.Cancelled || status === OrderStatus.InAfterSale
        ? 'closed'
        : 'notReceived';
  const Icon = { reviewed: CheckCircleOutline, notReceived: ClockCircleOutline, closed: CloseCircleOutline }[kind];
  const tone = { reviewed: 'done', notReceived: undefined, closed: 'muted' } as const;
  return (
    <ScreenState
      icon={<Icon />}
      tone={tone[kind]}
      title={t(`review.${kind}.title`)}
      text={t(`review.${kind}.text`)}
      to={`/orderInfo/${orderId}`}
      action={t('review.viewOrder')}
    />
  );
}

/** Offline or server trouble: try again. */
export function LoadError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  const { t } = useTranslation();
  return (
    <ScreenState alert icon={<ExclamationCircleOutline />} tone="error" text={t('review.loadFailed')}>
      <Button color="primary" fill="outline" shape="rounded" loading={retrying} onClick={onRetry}>
        {t('common.retry')}
      </Button>
    </ScreenState>
  );
}

/** The form's shape in grey while the order loads. */
export function ReviewSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="rv-skeleton" role="status" aria-label={t('common.loading')}>
      <Skeleton animated className="rv-skeleton__block rv-skeleton__block--intro" />
      <Skeleton animated className="rv-skeleton__block rv-skeleton__block--card" />
    </div>
  );
}
