import { StarFill } from '@/components/icons/star-fill';
import { useTranslation } from '@/i18n/use-translation';

/** A rating out of 5, one decimal, named in full for screen readers. */
export function Rating({ value, className }: { value: number; className?: string }) {
  const { t } = useTranslation();
  const rating = value.toFixed(1);
  return (
    <span className={className} role="img" aria-label={t('catalogue.card.rating', { rating })}>
      <StarFill aria-hidden="true" style={{ color: '#f59e0b' }} /> {rating}
    </span>
  );
}
