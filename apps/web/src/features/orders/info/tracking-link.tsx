import { useTranslation } from '@/i18n/use-translation';
import '@/components/visually-hidden.css';
import './tracking-link.css';

/** The carrier's own tracking page, in a new tab (said so to screen readers), as a 44 px target. */
export function TrackingLink({ url, carrier }: { url: string; carrier: string }) {
  const { t } = useTranslation();
  return (
    <a className="ord-track-link" href={url} target="_blank" rel="noopener noreferrer">
      {t('orders.tracking.trackOn', { carrier })} <span className="visually-hidden">{t('orders.tracking.newTab')}</span>
      <span aria-hidden="true"> ↗</span>
    </a>
  );
}
