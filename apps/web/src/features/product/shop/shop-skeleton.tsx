import { SkeletonBox, SkeletonLines } from '@/components/skeleton';
import { useTranslation } from '@/i18n/use-translation';

/** The shape of the shop page while it loads. */
export function ShopSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="shop-page" role="status" aria-label={t('product.shop.loading')} aria-busy="true">
      <SkeletonBox className="shop-skeleton__banner" />
      <div className="surface-card shop-header__card">
        <SkeletonLines title />
        <SkeletonLines lines={3} />
      </div>
    </div>
  );
}
