import { SkeletonBox, SkeletonLines } from '@/components/skeleton';
import { useTranslation } from '@/i18n/use-translation';
import './detail-sections.css';

/** The shape of the product page while it loads. */
export function DetailSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="pd-page" role="status" aria-label={t('product.loading')} aria-busy="true">
      <SkeletonBox className="pd-skeleton__image" />
      <div className="pd-body">
        <div className="surface-card pd-skeleton__card">
          <SkeletonLines title />
          <SkeletonLines lines={2} />
        </div>
        <div className="surface-card pd-skeleton__card">
          <SkeletonLines lines={4} />
        </div>
      </div>
    </div>
  );
}
