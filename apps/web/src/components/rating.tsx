import { StarFill } from '@/components/icons/star-fill';
import { useTranslation } from '@/i18n/use-translation';
import { formatCount, formatRating } from '@/i18n/format';

/**
 * A product's rating on a card: a star, the average of its reviews and their count, named in full for screen
 * readers. Nothing at all while it has no review: a rating of 0 is no rating.
 */
export function Rating({ value, count, className }: { value: number; count: number; className?: string }) {
  const { t } = useTranslation();
  if (count === 0) return null;
  const rating = formatRating(value);
  const amount = formatCount(count);
  return (
    <span className={className} role="img" aria-label={t('catalogue.card.ratingCount', { rating, amount, count })}>
      <StarFill aria-hidden="true" style={{ color: 'var(--tw-star)' }} /> {rating}{' '}
      <span className="rating__count">({amount})</span>
    </span>
  );
}
