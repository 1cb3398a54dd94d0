import type { Refund } from '@tradewind/contract';
import { Link } from '@/lib/router';
import { useTranslation } from '@/i18n/use-translation';
import { formatDate } from '@/i18n/format';
import { useDisputeDetail } from '@/api/dispute-detail';
import '@/components/surface.css';
import '../orders.css';

/**
 * Under a refused refund: "Escalate to Tradewind" while the operator's days last (the deadline shown), or the way
 * to the case once there is one.
 */
export function DisputeEntry({ orderId, refund }: { orderId: number; refund: Refund | null }) {
  const { t } = useTranslation();
  const detail = useDisputeDetail(orderId, refund !== null);
  const data = detail.data;
  if (!data || (!data.case && !data.open_until)) return null;
  return (
    <section className="surface-card ord-section" aria-labelledby="ord-dispute-title">
      <h2 id="ord-dispute-title" className="ord-section__title">
        {t('disputes.entry.title')}
      </h2>
      {data.case ? (
        <p>{t(`disputes.state.${data.case.status}`)}</p>
      ) : (
        <p>{t('disputes.entry.lead', { date: formatDate(data.open_until!) })}</p>
      )}
      <Link className="ord-link ord-link--middle ord-link--primary tw-target" to={`/dispute/${orderId}`}>
        {data.case ? t('disputes.entry.open') : t('disputes.entry.escalate')}
      </Link>
    </section>
  );
}
