import type { ReactNode } from 'react';
import { Button, Skeleton } from 'antd-mobile';
import { ExclamationCircleOutline, ShopbagOutline, UserOutline } from 'antd-mobile-icons';
import { Link } from '@/lib/router';
import { useTranslation } from '@/i18n/use-translation';
import '@/components/surface.css';
import '../bag.css';
import './bag-states.css';

/** Grey cards in the shape of a shop with its items while the bag loads. */
export function BagSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="bag-list" role="status" aria-label={t('bag.loading')}>
      {[2, 1].map((rows, index) => (
        <div key={index} className="surface-card bag-skeleton" aria-hidden="true">
          <Skeleton animated className="bag-skeleton__shop" />
          {Array.from({ length: rows }, (_, row) => (
            <div key={row} className="bag-skeleton__item">
              <Skeleton animated className="bag-skeleton__image" />
              <Skeleton.Paragraph animated lineCount={3} />
            </div>
          ))}
        </div>
      ))}
    </div>
  );
}

type NoticeProps = { icon: ReactNode; title: string; text: string; action: ReactNode; alert?: boolean };

/** A card that says what is going on and what to do next. */
function BagNotice({ icon, title, text, action, alert }: NoticeProps) {
  return (
    <section className="surface-card bag-notice" aria-labelledby="bag-notice-title" role={alert ? 'alert' : undefined}>
      <span className="surface-icon-tile bag-notice__icon" aria-hidden>
        {icon}
      </span>
      <h2 id="bag-notice-title" className="bag-notice__title">
        {title}
      </h2>
      <p className="surface-lead bag-notice__text">{text}</p>
      {action}
    </section>
  );
}

export function BagEmpty() {
  const { t } = useTranslation();
  return (
    <BagNotice
      icon={<ShopbagOutline />}
      title={t('bag.empty.title')}
      text={t('bag.empty.text')}
      action={
        <Link to="/explore" className="bag-notice__action">
          {t('bag.empty.action')}
        </Link>
      }
    />
  );
}

export function BagFailed({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  const { t } = useTranslation();
  return (
    <BagNotice
      alert
      icon={<ExclamationCircleOutline />}
      title={t('bag.failed.title')}
      text={t('bag.failed.text')}
      action={
        <Button color="primary" fill="outline" shape="rounded" loading={retrying} onClick={onRetry}>
          {t('common.retry')}
        </Button>
      }
    />
  );
}

/** The guard already sends visitors to /login; this covers a session that ends while the tab is kept. */
export function BagVisitor() {
  const { t } = useTranslation();
  return (
    <BagNotice
      icon={<UserOutline />}
      title={t('bag.visitor.title')}
      text={t('bag.visitor.text')}
      action={
        <Link to="/login?redirect=/bag" className="bag-notice__action">
          {t('bag.visitor.action')}
        </Link>
      }
    />
  );
}
