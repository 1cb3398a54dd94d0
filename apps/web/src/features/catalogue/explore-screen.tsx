import { useRef } from 'react';
import { DEFAULT_PRODUCT_SORT } from '@tradewind/contract/catalogue';
import { Link } from '@/lib/router';
import { useTranslation } from '@/i18n/use-translation';
import { FilterOutline } from '@/components/icons/filter-outline';
import type { ProductCard as Product } from '@tradewind/contract';
import { InfiniteList } from '@/components/infinite-list';
import { FIRST_ROW, ProductCard } from '@/components/product-card';
import { scrollParentOf } from '@/lib/scroll-parent';
import { useScreenSearchParams } from '@/lib/use-screen-search-params';
import { useCategories } from './api/get-categories';
import { useBrowsePath } from '@/components/browse-path';
import { getProducts, productsKey, type ProductFilters } from './api/get-products';
import { EmptyState } from './empty-state';
import { CategoryRail } from './explore/category-rail';
import { exploreSearch, readExploreParams, type ExploreState } from './explore/explore-params';
import { SortChips } from './sort-chips';
import '@/components/visually-hidden.css';
import './catalogue.css';
import './explore/explore.css';

/** docs/product.md §2 explore tab: categories on the left, the chosen one's products on the right, in the chosen order. */
export default function ExploreScreen() {
  const { t, i18n } = useTranslation();
  const browse = useBrowsePath();
  const categories = useCategories();
  const [params, setParams] = useScreenSearchParams('/explore');
  const state = readExploreParams(params);
  const root = useRef<HTMLDivElement>(null);

  const change = (patch: Partial<ExploreState>) => {
    setParams(exploreSearch({ ...state, ...patch }));
    // A new list starts at its top, with the rail and the chips still in view.
    const container = root.current && scrollParentOf(root.current);
    if (container) container.scrollTop = 0;
  };
  const filters: ProductFilters = { sort: state.sort, ...(state.category ? { category_id: state.category } : {}) };
  // Filters start from what Explore shows: its category and its order.
  const filterQuery = new URLSearchParams();
  if (state.category) filterQuery.set('category_id', String(state.category));
  if (state.sort !== DEFAULT_PRODUCT_SORT) filterQuery.set('sort', state.sort);
  const filterLink = browse(filterQuery.size > 0 ? `/filter?${filterQuery}` : '/filter');

  return (
    <div className="cat-explore" ref={root}>
      <header className="cat-explore__bar">
        <div className="cat-explore__title-row">
          <h1 className="cat-explore__title">{t('title.explore')}</h1>
          <Link to={filterLink} className="cat-explore__filter tw-target">
            <FilterOutline aria-hidden="true" /> {t('catalogue.explore.filter')}
          </Link>
        </div>
        <SortChips value={state.sort} onChange={(sort) => change({ sort })} />
      </header>
      <div className="cat-explore__body">
        <CategoryRail
          categories={categories.data ?? (categories.isError ? [] : undefined)}
          value={state.category}
          onChange={(category) => change({ category })}
        />
        <section className="cat-explore__products" aria-labelledby="explore-products-title">
          {/* The cards' titles are level 3: the section names itself at level 2, for those who read by headings. */}
          <h2 id="explore-products-title" className="visually-hidden">
            {t('catalogue.explore.products')}
          </h2>
          <InfiniteList<Product>
            queryKey={productsKey(filters, i18n.language)}
            fetchPage={(page) => getProducts(filters, page)}
            renderItem={(product, index) => <ProductCard product={product} priority={index < FIRST_ROW} />}
            getKey={(product) => product.id}
            layout="grid"
            label={t('catalogue.explore.products')}
            onRefresh={() => categories.refetch()}
            empty={<EmptyState text={t('catalogue.explore.empty')} />}
          />
        </section>
      </div>
    </div>
  );
}
