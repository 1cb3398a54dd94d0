import { useState, type ReactNode } from 'react';
import { Button } from '@/components/button';
import { useTranslation } from '@/i18n/use-translation';
import type { ProductReview } from '@tradewind/contract';
import { formatCount, formatRating } from '@/i18n/format';
import { useProductReviews, type ReviewsFilter } from './get-product-reviews';
import { REVIEWS_SECTION_ID } from './jump-to-reviews';
import { ReviewsFilterChips } from './reviews-filter';
import { ReviewItem } from './review-item';
import { ReviewStars } from './review-stars';
import { ReviewsEmpty, ReviewsFailed, ReviewsLoading } from './reviews-states';
import './reviews.css';

/** A review that moved to a later page while paging (a newer one came in) is shown once. */
const once = (reviews: ProductReview[]) => {
  const seen = new Set<number>();
  return reviews.filter((review) => !seen.has(review.id) && Boolean(seen.add(review.id)));
};

/** Under the description: the average and count, all reviews or those with pictures, the newest five at a time. */
export function ProductReviews({ productId }: { productId: number }) {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<ReviewsFilter>('all');
  const query = useProductReviews(productId, filter);
  const first = query.data?.pages[0];
  const reviews = once(query.data?.pages.flatMap((page) => page.list) ?? []);

  let body: ReactNode;
  if (query.isPending) body = <ReviewsLoading />;
  else if (!first) body = <ReviewsFailed onRetry={() => void query.refetch()} />;
  else if (reviews.length === 0) body = <ReviewsEmpty withPictures={filter === 'with_pictures'} />;
  else {
    body = (
      <>
        <ul className="pd-reviews__list" aria-label={t('product.reviews.list')}>
          {reviews.map((review) => (
            <li key={review.id}>
              <ReviewItem review={review} />
            </li>
          ))}
        </ul>
        {query.isFetchNextPageError && (
          <p className="pd-reviews__more-failed" role="alert">
            {t('product.reviews.moreFailed')}
          </p>
        )}
        {query.hasNextPage && (
          <Button
            block
            className="pd-reviews__more"
            loading={query.isFetchingNextPage}
            onClick={() => void query.fetchNextPage()}
          >
            {t('product.reviews.more')}
          </Button>
        )}
      </>
    );
  }

  return (
    <section
      id={REVIEWS_SECTION_ID}
      tabIndex={-1}
      className="surface-card pd-reviews"
      aria-labelledby="pd-reviews-title"
    >
      <div className="pd-reviews__head">
        <h2 id="pd-reviews-title" className="pd-section-title pd-reviews__title">
          {t('product.reviews.title')}
        </h2>
        {first && first.counts.all > 0 && (
          <p className="pd-reviews__summary">
            <ReviewStars
              score={first.average}
              label={t('product.reviews.average', { rating: formatRating(first.average) })}
              size="large"
            />
            <strong className="pd-reviews__average" aria-hidden>
              {formatRating(first.average)}
            </strong>
            <span className="pd-reviews__count">
              {t('product.reviews.count', { count: first.counts.all, amount: formatCount(first.counts.all) })}
            </span>
          </p>
        )}
      </div>
      {first && first.counts.all > 0 && (
        <ReviewsFilterChips value={filter} counts={first.counts} onChange={setFilter} />
      )}
      {body}
    </section>
  );
}
