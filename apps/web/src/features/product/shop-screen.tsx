import { useParams } from '@/lib/router';
import { useTranslation } from '@/i18n/use-translation';
import { FIRST_ROW, ProductCard } from '@/components/product-card';
import { InfiniteList } from '@/components/infinite-list';
import { isNotFound } from './api/not-found-no-retry';
import { useShopInfo } from './api/get-shop-info';
import { getShopProducts } from './api/get-shop-products';
import { LoadError, MissingState, parseId } from './screen-states';
import { ShopHeader } from './shop/shop-header';
import { ShopProductsHeading } from './shop/shop-products-heading';
import { ShopSkeleton } from './shop/shop-skeleton';
import '@/components/surface.css';
import './shop.css';

function ShopLoader({ id }: { id: number }) {
  const { t } = useTranslation();
  const { data, error, isPending, isFetching, refetch } = useShopInfo(id);
  if (isPending) return <ShopSkeleton />;
  if (!data) {
    return (
      <div className="shop-page shop-page--state">
        {isNotFound(error) ? (
          <MissingState kind="shop" />
        ) : (
          <LoadError onRetry={() => void refetch()} retrying={isFetching} />
        )}
      </div>
    );
  }
  return (
    <div className="shop-page">
      <InfiniteList
        queryKey={['shop', 'products', id]}
        fetchPage={(page) => getShopProducts(id, page)}
        layout="grid"
        label={t('product.shop.productsTitle')}
        getKey={(product) => product.id}
        renderItem={(product, index) => <ProductCard product={product} priority={index < FIRST_ROW} />}
        header={
          <>
            <ShopHeader shop={data} />
            <ShopProductsHeading shopId={id} />
          </>
        }
        empty={<p className="surface-card shop-products__empty">{t('product.shop.noProducts')}</p>}
        onRefresh={refetch}
      />
    </div>
  );
}

/** /shop/:id?: the shop, its figures, follow, and its products. */
export default function ShopScreen() {
  const id = parseId(useParams().id);
  if (id === null) {
    return (
      <div className="shop-page shop-page--state">
        <MissingState kind="shop" />
      </div>
    );
  }
  return <ShopLoader key={id} id={id} />;
}
