import type { DisputeEvent } from '@tradewind/contract';
import { useTranslation } from '@/i18n/use-translation';
import { formatDate } from '@/i18n/format';
import { LazyImage } from '@/components/lazy-image';
import { Money } from '@/components/money/money';

/** Every step of the case, oldest first: who did what, when, with their words and pictures, shown as text. */
export function CaseTimeline({ events }: { events: DisputeEvent[] }) {
  const { t } = useTranslation();
  return (
    <ol className="dp-timeline" aria-label={t('disputes.timeline.title')}>
      {events.map((event) => (
        <li key={event.id} className="dp-timeline__step">
          <p className="dp-timeline__what">
            <strong>{t(`disputes.timeline.${event.kind}`)}</strong>{' '}
            <time dateTime={event.created_at}>{formatDate(event.created_at)}</time>
          </p>
          {event.decision && (
            <p>
              {t(`disputes.decision.${event.decision}`)}
              {event.amount_cents !== null && (
                <>
                  {' · '}
                  <Money cents={event.amount_cents} />
                </>
              )}
            </p>
          )}
          {event.text && <p className="dp-timeline__text">{event.text}</p>}
          {event.pictures.length > 0 && (
            <ul className="dp-pictures" aria-label={t('disputes.timeline.pictures')}>
              {event.pictures.map((url, index) => (
                <li key={url}>
                  <a href={url} target="_blank" rel="noreferrer" className="dp-pictures__link tw-target">
                    <LazyImage src={url} alt={t('disputes.timeline.picture', { number: index + 1 })} />
                  </a>
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ol>
  );
}
