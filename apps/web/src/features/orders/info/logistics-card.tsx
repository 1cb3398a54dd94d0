import { useTranslation } from '@/i18n/use-translation';
import { furthestStage, sortTrackingEvents, type OrderDetail } from '@tradewind/contract';
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
 * with the furthest one reached highlighted, and every tracking update, newest first (the contract's order, which
 * the server keeps too: a page kept from before an update is still in order).
 */
export function LogisticsCard({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  const window = order.delivery_window;
  const events = sortTrackingEvents(order.logistics);
  const stage = furthestStage(events) ?? order.stage;
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
      {stage && <StageSteps current={stage} />}
      {order.carrier && events.length === 0 ? (
        <p className="surface-lead ord-timeline__none">{t('orders.detail.noTracking')}</p>
      ) : (
        events.length > 0 && (
          <ol className="ord-timeline" aria-label={t('orders.detail.timeline')}>
            {events.map((event, index) => (
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
