import { DisputeStatus, type Dispute } from '@tradewind/contract';
import { useTranslation } from '@/i18n/use-translation';
import { formatDate } from '@/i18n/format';
import { Money } from '@/components/money/money';
import { CaseTimeline } from './case-timeline';

/** Where the case stands, the decision with its reason and the money credited, and its timeline. */
export function CaseView({ dispute }: { dispute: Dispute }) {
  const { t } = useTranslation();
  const decided = dispute.status === DisputeStatus.Refunded || dispute.status === DisputeStatus.Rejected;
  return (
    <>
      <section className="surface-card dp-card" aria-labelledby="dp-state-title">
        <h2 id="dp-state-title" className="dp-card__title">
          {t(`disputes.state.${dispute.status}`)}
        </h2>
        {dispute.due_at && (
          <p>
            {t(dispute.status === DisputeStatus.AwaitingShop ? 'disputes.due.shop' : 'disputes.due.platform', {
              date: formatDate(dispute.due_at),
            })}
          </p>
        )}
        <p>
          {t('disputes.wanted')}: {t(`disputes.want.${dispute.want}`)}
          {dispute.want_cents !== null && (
            <>
              {' · '}
              <Money cents={dispute.want_cents} />
            </>
          )}
        </p>
      </section>
      {decided && dispute.decision && (
        <section className="surface-card dp-card dp-card--decision" aria-labelledby="dp-decision-title">
          <h2 id="dp-decision-title" className="dp-card__title">
            {t(`disputes.decision.${dispute.decision}`)}
          </h2>
          {dispute.decided_cents !== null && (
            <p className="dp-credited">
              {t('disputes.credited')}{' '}
              <strong>
                <Money cents={dispute.decided_cents} />
              </strong>
            </p>
          )}
          <h3 className="dp-card__subtitle">{t('disputes.reason')}</h3>
          <p className="dp-timeline__text">{dispute.decision_reason}</p>
        </section>
      )}
      <section className="surface-card dp-card" aria-labelledby="dp-timeline-title">
        <h2 id="dp-timeline-title" className="dp-card__title">
          {t('disputes.timeline.title')}
        </h2>
        <CaseTimeline events={dispute.events} />
      </section>
    </>
  );
}
