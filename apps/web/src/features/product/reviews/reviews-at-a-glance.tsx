import { useTranslation } from '@/i18n/use-translation';
import { formatCount, formatRating } from '@/i18n/format';
import { jumpToReviews, REVIEWS_SECTION_ID } from './jump-to-reviews';
import { ReviewPhotoStrip } from './review-photo-strip';
import { ReviewStars } from './review-stars';
import './reviews-at-a-glance.css';

type ReviewsAtAGlanceProps = { rating: number; count: number; photos: string[] };

/**
 * Under the price, the proof buyers look for first: the average of the reviews with their count, linking to them,
 * then the newest review photos. No stars while nobody has reviewed the product.
 */
export function ReviewsAtAGlance({ rating, count, photos }: ReviewsAtAGlanceProps) {
  const { t } = useTranslation();
  if (count === 0) return <p className="pd-glance pd-glance--none">{t('product.reviews.empty')}</p>;
  const shown = formatRating(rating);
  return (
    <div className="pd-glance">
      <a href={`#${REVIEWS_SECTION_ID}`} className="pd-glance__link" onClick={jumpToReviews}>
        <ReviewStars score={rating} label={t('product.reviews.average', { rating: shown })} size="small" />
        <strong className="pd-glance__average" aria-hidden>
          {shown}
        </strong>{' '}
        <span className="pd-glance__count">{t('product.rating.reviews', { count, amount: formatCount(count) })}</span>
      </a>
      {photos.length > 0 && <ReviewPhotoStrip photos={photos} />}
    </div>
  );
}
