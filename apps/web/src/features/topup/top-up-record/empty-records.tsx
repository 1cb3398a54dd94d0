import { Link } from '@/lib/router';
import { DollarCircleOutline } from '@/components/icons/dollar-circle-outline';
import { useTranslation } from '@/i18n/use-translation';

/** No top-ups (with this status): say so, and offer the way to make one. */
export function EmptyRecords({ filtered }: { filtered: boolean }) {
  const { t } = useTranslation();
  return (
    <section className="surface-card tu-empty" aria-labelledby="tu-empty-title">
      <span className="surface-icon-tile tu-empty__icon" aria-hidden>
        <DollarCircleOutline />
      </span>
      <h2 id="tu-empty-title" className="tu-empty__title">
        {t(filtered ? 'topup.records.emptyFilteredTitle' : 'topup.records.emptyTitle')}
      </h2>
      <p className="surface-lead tu-empty__text">{t('topup.records.emptyText')}</p>
      <Link to="/topUp" className="tu-empty__action">
        {t('topup.records.emptyAction')}
      </Link>
    </section>
  );
}
