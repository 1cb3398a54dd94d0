import type { ReactNode } from 'react';
import { Button, Skeleton } from 'antd-mobile';
import { ExclamationCircleOutline, InformationCircleOutline, QuestionCircleOutline } from 'antd-mobile-icons';
import { Link } from '@/lib/router';
import { useTranslation } from '@/i18n/use-translation';

type StateProps = { icon: ReactNode; title: string; text: string; to: string; action: string; tone?: 'error' };

/** A screen with nothing to fill in: what happened, and where to go instead. */
function RefundState({ icon, title, text, to, action, tone }: StateProps) {
  return (
    <section className="surface-card rf-state" aria-labelledby="rf-state-title">
      <span className={tone ? `rf-state__icon rf-state__icon--${tone}` : 'rf-state__icon'} aria-hidden>
        {icon}
      </span>
      <h2 id="rf-state-title" className="rf-state__title">
        {title}
      </h2>
      <p className="surface-lead rf-state__text">{text}</p>
      <Link to={to} className="rf-state__action">
        {action}
      </Link>
    </section>
  );
}

/** No id, an unknown id, or another buyer's order. */
export function MissingOrder() {
  const { t } = useTranslation();
  return (
    <RefundState
      icon={<QuestionCircleOutline />}
      title={t('refund.missing.title')}
      text={t('refund.missing.text')}
      to="/myPurchases"
      action={t('refund.missing.action')}
    />
  );
}

/** SPEC §8: a second request is refused; the first one is followed on the order. */
export function AlreadyRequested({ orderId }: { orderId: number }) {
  const { t } = useTranslation();
  return (
    <RefundState
      icon={<InformationCircleOutline />}
      title={t('error.REFUND_EXISTS')}
      text={t('refund.exists.text')}
      to={`/orderInfo/${orderId}`}
      action={t('refund.backToOrder')}
    />
  );
}

/** DESIGN §5: only an order waiting for delivery, delivered or received can be refunded. */
export function NotRefundable({ orderId }: { orderId: number }) {
  const { t } = useTranslation();
  return (
    <RefundState
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
    <section className="surface-card rf-state" role="alert">
      <span className="rf-state__icon rf-state__icon--error" aria-hidden>
        <ExclamationCircleOutline />
      </span>
      <p className="surface-lead rf-state__text">{t('refund.loadFailed')}</p>
      <Button color="primary" fill="outline" shape="rounded" loading={retrying} onClick={onRetry}>
        {t('common.retry')}
      </Button>
    </section>
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
