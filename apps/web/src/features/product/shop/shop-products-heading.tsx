import { RightOutline } from '@/components/icons/right-outline';
import { useBrowsePath } from '@/components/browse-path';
import { Link } from '@/lib/router';
import { useTranslation } from '@/i18n/use-translation';

/** 'Products' with the way to all of them (sorts live on /products; a visitor's way is /explore/products). */
export function ShopProductsHeading({ shopId }: { shopId: number }) {
  const { t } = useTranslation();
  const browse = useBrowsePath();
  return (
    <div className="shop-products__head">
      <h2 id="shop-products-title" className="shop-products__title">
        {t('product.shop.productsTitle')}
      </h2>
      <Link to={browse(`/products?shop_id=${shopId}`)} className="shop-products__all">
        {t('product.shop.seeAll')} <RightOutline aria-hidden />
      </Link>
    </div>
  );
}
