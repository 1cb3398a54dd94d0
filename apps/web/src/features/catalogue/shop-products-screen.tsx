import { Link, useLocation } from '@/lib/router';
import { useTranslation } from '@/i18n/use-translation';
import type { ProductCard as Product } from '@tradewind/contract';
import { InfiniteList } from '@/components/infinite-list';
import { FIRST_ROW, ProductCard } from '@/components/product-card';
import { useScreenSearchParams } from '@/lib/use-screen-search-params';
import { getProducts, productsKey, type ProductFilters } from './api/get-products';
import { useShopInfo } from './api/get-shop-info';
import { EmptyState } from './empty-state';
import { ShopHeader } from './shop-products/shop-header';
import { isProductSort, SortChips } from './sort-chips';
import './catalogue.css';
import './shop-products/shop-products.css';

const shopIdOf = (value: string | null): number | null => {
  const id = Number(value);
  return value && Number.isInteger(id) && id > 0 ? id : null;
};

/**
 * docs/product.md §2 products: every product of one shop, `/products?shop_id=<id>` (`/explore/products?…` for a
 * visitor), in the chosen order.
 */
export default function ShopProductsScreen() {
  const { t, i18n } = useTranslation();
  // Its own path: /products, or /explore/products where a visitor opens it (browse-path.ts).
  const [params, setParams] = useScreenSearchParams(useLocation().pathname);
  const shopId = shopIdOf(params.get('shop_id'));
  const sortParam = params.get('sort');
  const sort = isProductSort(sortParam) ? sortParam : 'sales';
  const shop = useShopInfo(shopId);

  if (shopId === null) {
    return (
      <div className="cat-shop-products">
        <EmptyState
          text={t('catalogue.products.missing')}
          action={
            <Link to="/home" className="cat-shop-products__browse">
              {t('catalogue.products.browse')}
            </Link>
          }
        />
      </div>
    );
  }
  const filters: ProductFilters = { shop_id: shopId, sort };
  return (
    <div className="cat-shop-products">
      <InfiniteList<Product>
        queryKey={productsKey(filters, i18n.language)}
        fetchPage={(page) => getProducts(filters, page)}
        renderItem={(product, index) => <ProductCard product={product} priority={index < FIRST_ROW} />}
        getKey={(product) => product.id}
        layout="grid"
        label={t('catalogue.products.list', { shop: shop.data?.name ?? '' })}
        onRefresh={() => shop.refetch()}
        empty={<EmptyState text={t('catalogue.products.empty')} />}
        header={
          <>
            <ShopHeader shop={shop.data} />
            <div className="cat-shop-products__sort">
              <SortChips value={sort} onChange={(next) => setParams({ shop_id: shopId, sort: next })} />
            </div>
          </>
        }
      />
    </div>
  );
}
