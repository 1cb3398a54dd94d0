import { useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import type { ProductCard as Product } from '@tradewind/contract';
import { InfiniteList } from '@/components/infinite-list';
import { FIRST_ROW, ProductCard } from '@/components/product-card';
import { useLocation } from '@/lib/router';
import { useScreenSearchParams } from '@/lib/use-screen-search-params';
import { useCategories } from './api/get-categories';
import { getProducts, productsKey } from './api/get-products';
import { EmptyState } from './empty-state';
import { FilterForm } from './filter/filter-form';
import { narrowingCount, readFilterParams, toProductFilters, toSearch } from './filter/filter-params';
import { FilterSummary } from './filter/filter-summary';
import './catalogue.css';
import './filter/filter.css';
import '@/components/visually-hidden.css';

/**
 * docs/product.md §2 filter: category, price range, stock and order, kept in the URL; the panel is open until filters
 * are chosen, then folds into a summary above the results.
 */
export default function FilterScreen() {
  const { t, i18n } = useTranslation();
  const categories = useCategories();
  // Its own path: /filter, or /explore/filter where a visitor opens it (browse-path.ts).
  const [ownPath] = useState(useLocation().pathname);
  const [params, setParams] = useScreenSearchParams(ownPath);
  const state = readFilterParams(params);
  // The panel opens until something narrows the list: an order alone (Explore's, brought along) is chosen in it.
  const [editing, setEditing] = useState(() => narrowingCount(state) === 0);
  const filters = toProductFilters(state);
  const categoryList = categories.data ?? [];

  return (
    <div className="cat-filter">
      {editing ? (
        <FilterForm
          // A new URL (a link from Explore, say) starts a fresh draft.
          key={params.toString()}
          initial={state}
          categories={categoryList}
          onApply={(next) => {
            setParams(toSearch(next));
            setEditing(false);
          }}
        />
      ) : (
        <FilterSummary state={state} categories={categoryList} onEdit={() => setEditing(true)} />
      )}
      <section className="cat-filter__results" aria-labelledby="filter-results">
        <h2 id="filter-results" className="cat-filter__results-title">
          {t('catalogue.filter.results')}
        </h2>
        <InfiniteList<Product>
          queryKey={productsKey(filters, i18n.language)}
          fetchPage={(page) => getProducts(filters, page)}
          renderItem={(product, index) => <ProductCard product={product} priority={index < FIRST_ROW} />}
          getKey={(product) => product.id}
          layout="grid"
          label={t('catalogue.filter.results')}
          empty={<EmptyState text={t('catalogue.filter.empty')} />}
        />
      </section>
    </div>
  );
}
