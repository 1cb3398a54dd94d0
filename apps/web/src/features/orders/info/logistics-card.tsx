import { useTranslation } from '@/i18n/use-translation';
import type { OrderDetail } from '@tradewind/contract';
import { formatDate } from '@/i18n/format';

/** The carrier, the tracking number and every tracking update, newest first (as the server sends them). */
export function LogisticsCard({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  if (!order.carrier && !order.tracking_no && order.logistics.length === 0) return null;
  return (
    <section className="surface-card ord-section" aria-labelledby="ord-logistics-title">
      <h2 id="ord-logistics-title" className="ord-section__title">
        {t('orders.detail.logistics')}
      </h2>
      <dl className="ord-pairs">
        {order.carrier && (
          <div>
            <dt>{t('orders.detail.carrier')}</dt>
            <dd>{order.carrier}</dd>
          </div>
        )}
        {order.tracking_no && (
          <div>
            <dt>{t('orders.detail.trackingNo')}</dt>
            <dd className="ord-pairs__code">{order.tracking_no}</dd>
          </div>
        )}
      </dl>
      {order.logistics.length === 0 ? (
        <p className="surface-lead ord-timeline__none">{t('orders.detail.noTracking')}</p>
      ) : (
        <ol className="ord-timeline" aria-label={t('orders.detail.timeline')}>
          {order.logistics.map((event, index) => (
            <li key={`${event.at}-${index}`} className={index === 0 ? 'ord-timeline__item--latest' : undefined}>
              <span className="ord-timeline__dot" aria-hidden />
              <p className="ord-timeline__text">{event.text}</p>
              <p className="ord-timeline__meta">
                {event.location && `${event.location} · `}
                <time dateTime={event.at}>{formatDate(event.at)}</time>
              </p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
