import { Skeleton } from 'antd-mobile';
import { useTranslation } from '@/i18n/use-translation';

/** The shape of the shop page while it loads. */
export function ShopSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="shop-page" role="status" aria-label={t('product.shop.loading')} aria-busy="true">
      <Skeleton animated className="shop-skeleton__banner" />
      <div className="surface-card shop-header__card">
        <Skeleton.Title animated />
        <Skeleton.Paragraph lineCount={3} animated />
      </div>
    </div>
  );
}
