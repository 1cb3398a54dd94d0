import { useId } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import type { ProductReview } from '@tradewind/contract';
import { formatDate } from '@/i18n/format';
import { ReviewPictures } from './review-pictures';
import { ReviewStars } from './review-stars';

/** One buyer's review. Their words are shown as they wrote them: plain text, never markup. */
export function ReviewItem({ review }: { review: ProductReview }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <article className="pd-review" aria-labelledby={`${id}-buyer`}>
      <div className="pd-review__head">
        <span className="pd-review__avatar" aria-hidden>
          {review.buyer.slice(0, 1).toUpperCase()}
        </span>
        <span id={`${id}-buyer`} className="pd-review__buyer">
          {review.buyer}
        </span>
        <time className="pd-review__date" dateTime={review.created_at}>
          {formatDate(review.created_at)}
        </time>
      </div>
      <ReviewStars
        score={review.product_score}
        label={t('product.reviews.stars', { score: review.product_score })}
        size="small"
      />
      {review.specs.length > 0 && <p className="pd-review__specs">{review.specs.join(' · ')}</p>}
      <p className="pd-review__content">{review.content}</p>
      {review.pictures.length > 0 && <ReviewPictures pictures={review.pictures} buyer={review.buyer} />}
    </article>
  );
}
