import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@/i18n/use-translation';
import { DEFAULT_PRODUCT_SORT } from '@tradewind/contract/catalogue';
import type { HomeData, ProductCard as Product } from '@tradewind/contract';
import { InfiniteList } from '@/components/infinite-list';
import { ProductCard } from '@/components/product-card';
import { homeQuery, useHome } from './api/get-home';
import { getProducts, productsKey } from './api/get-products';
import { EmptyState } from './empty-state';
import { BannerCarousel } from './home/banner-carousel';
import { CategoryGrid } from './home/category-grid';
import { HomeHero } from './home/home-hero';
import { NewArrivals } from './home/new-arrivals';
import { PopularShops } from './home/popular-shops';
import { SectionHead } from './home/section-head';
import './catalogue.css';
import './home/home.css';

const BEST_SELLERS = { sort: DEFAULT_PRODUCT_SORT };
/** A failed home call: no sections, rather than skeletons that never fill in. */
const NO_SECTIONS: Omit<HomeData, 'recommended'> = { banners: [], categories: [], new_arrivals: [], popular_shops: [] };

/**
 * The storefront (docs/product.md §2 home tab): banners, categories, new arrivals, popular shops, then "Recommended for you": the
 * home's picks first, continued by the best sellers page after page (a product already shown is not repeated).
 */
export default function HomeScreen() {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const home = useHome();
  const sections = home.data ?? (home.isError ? NO_SECTIONS : undefined);

  const fetchRecommended = async (page: number) => {
    if (page > 1) return getProducts(BEST_SELLERS, page);
    const [picks, first] = await Promise.all([
      // Without the picks (the home call failed and said so), the best sellers still fill the list.
      queryClient
        .ensureQueryData(homeQuery(i18n.language))
        .then((data) => data.recommended)
        .catch(() => []),
      getProducts(BEST_SELLERS, 1),
    ]);
    return { ...first, list: [...picks, ...first.list] };
  };

  return (
    <div className="cat-home">
      <InfiniteList<Product>
        queryKey={[...productsKey(BEST_SELLERS, i18n.language), 'recommended']}
        fetchPage={fetchRecommended}
        renderItem={(product) => <ProductCard product={product} />}
        getKey={(product) => product.id}
        layout="grid"
        label={t('catalogue.home.recommended')}
        onRefresh={() => home.refetch()}
        empty={<EmptyState text={t('catalogue.home.empty')} />}
        header={
          <>
            <HomeHero />
            <div className="cat-home__sections">
              <BannerCarousel banners={sections?.banners} />
              <CategoryGrid categories={sections?.categories} />
              <NewArrivals products={sections?.new_arrivals} />
              <PopularShops shops={sections?.popular_shops} />
              <SectionHead id="home-recommended" title={t('catalogue.home.recommended')} />
            </div>
          </>
        }
      />
    </div>
  );
}
