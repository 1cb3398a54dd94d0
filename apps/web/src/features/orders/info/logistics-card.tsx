import { useTranslation } from '@/i18n/use-translation';
import type { OrderDetail } from '@tradewind/contract';
import { formatDate, formatDayRange } from '@/i18n/format';
import { StageSteps } from './stage-steps';
import { TrackingLink } from './tracking-link';
import '@/components/visually-hidden.css';
import '@/components/surface.css';
import '../orders.css';
import './pairs.css';
import './logistics-card.css';

/**
 * The parcel: when it should arrive, the carrier and the tracking number with the carrier's own page, the stages
 * with the current one highlighted, and every tracking update, newest first (as the server sends them).
 */
export function LogisticsCard({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  const window = order.delivery_window;
  if (!order.carrier && !order.tracking_no && order.logistics.length === 0 && !window) return null;
  return (
    <section className="surface-card ord-section" aria-labelledby="ord-logistics-title">
      <h2 id="ord-logistics-title" className="ord-section__title">
        {t('orders.detail.logistics')}
      </h2>
      {window && (
        <p className="ord-delivery" data-testid="order-delivery">
          {t('orders.tracking.estimated', { range: formatDayRange(window) })}
        </p>
      )}
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
      {order.tracking_url && order.carrier && <TrackingLink url={order.tracking_url} carrier={order.carrier} />}
      {order.stage && <StageSteps current={order.stage} />}
      {order.carrier && order.logistics.length === 0 ? (
        <p className="surface-lead ord-timeline__none">{t('orders.detail.noTracking')}</p>
      ) : (
        order.logistics.length > 0 && (
          <ol className="ord-timeline" aria-label={t('orders.detail.timeline')}>
            {order.logistics.map((event, index) => (
              <li key={`${event.at}-${index}`} className={index === 0 ? 'ord-timeline__item--latest' : undefined}>
                <span className="ord-timeline__dot" aria-hidden />
                {event.stage && <p className="ord-timeline__stage">{t(`orders.tracking.stage.${event.stage}`)}</p>}
                {event.text && <p className="ord-timeline__text">{event.text}</p>}
                <p className="ord-timeline__meta">
                  {event.location && `${event.location} · `}
                  <time dateTime={event.at}>{formatDate(event.at)}</time>
                </p>
              </li>
            ))}
          </ol>
        )
      )}
    </section>
  );
}
