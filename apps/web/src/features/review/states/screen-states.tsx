import type { ReactNode } from 'react';
import { Button, Skeleton } from 'antd-mobile';
import {
  CheckCircleOutline,
  ClockCircleOutline,
  CloseCircleOutline,
  ExclamationCircleOutline,
  QuestionCircleOutline,
} from 'antd-mobile-icons';
import { Link } from '@/lib/router';
import { useTranslation } from '@/i18n/use-translation';
import { OrderStatus } from '@tradewind/contract';

type StateProps = { icon: ReactNode; title: string; text: string; link: { to: string; text: string } };

/** A card that says why there is nothing to review here, and where to go instead. */
function StateCard({ icon, title, text, link }: StateProps) {
  return (
    <section className="surface-card rv-state" aria-labelledby="rv-state-title">
      {icon}
      <h2 id="rv-state-title" className="rv-state__title">
        {title}
      </h2>
      <p className="surface-lead rv-state__text">{text}</p>
      <Link to={link.to} className="rv-state__action">
        {link.text}
      </Link>
    </section>
  );
}

/** No order id, an unknown one, or another buyer's order. */
export function MissingOrder() {
  const { t } = useTranslation();
  return (
    <StateCard
      icon={<QuestionCircleOutline className="rv-state__icon" aria-hidden />}
      title={t('review.missing.title')}
      text={t('review.missing.text')}
      link={{ to: '/myPurchases', text: t('review.missing.action') }}
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
  return (
    <StateCard
      icon={<Icon className={`rv-state__icon rv-state__icon--${kind}`} aria-hidden />}
      title={t(`review.${kind}.title`)}
      text={t(`review.${kind}.text`)}
      link={{ to: `/orderInfo/${orderId}`, text: t('review.viewOrder') }}
    />
  );
}

/** Offline or server trouble: try again. */
export function LoadError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  const { t } = useTranslation();
  return (
    <section className="surface-card rv-state" role="alert">
      <ExclamationCircleOutline className="rv-state__icon rv-state__icon--error" aria-hidden />
      <p className="surface-lead rv-state__text">{t('review.loadFailed')}</p>
      <Button color="primary" fill="outline" shape="rounded" loading={retrying} onClick={onRetry}>
        {t('common.retry')}
      </Button>
    </section>
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
