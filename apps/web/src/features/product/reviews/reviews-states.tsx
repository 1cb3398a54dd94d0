import { Button } from '@/components/button';
import { SkeletonLines } from '@/components/skeleton';
import { MessageOutline } from '@/components/icons/message-outline';
import { useTranslation } from '@/i18n/use-translation';

export function ReviewsLoading() {
  const { t } = useTranslation();
  return (
    <div className="pd-reviews__loading" role="status" aria-label={t('product.reviews.loading')}>
      <SkeletonLines lines={3} />
    </div>
  );
}

/** The first page did not come: the rest of the product page stays, with a retry here. */
export function ReviewsFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="pd-reviews__failed" role="alert">
      <p>{t('product.reviews.failed')}</p>
      <Button size="small" onClick={onRetry}>
        {t('common.retry')}
      </Button>
    </div>
  );
}

/** No review yet, or none with pictures among them. */
export function ReviewsEmpty({ withPictures }: { withPictures: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="pd-reviews__empty">
      <MessageOutline className="pd-reviews__empty-icon" aria-hidden />
      <p className="pd-reviews__empty-title">
        {t(withPictures ? 'product.reviews.emptyPictures' : 'product.reviews.empty')}
      </p>
      {!withPictures && <p className="pd-reviews__empty-text">{t('product.reviews.emptyText')}</p>}
    </div>
  );
}
