import { SearchOutline } from '@/components/icons/search-outline';
import { Link, Navigate, useSearchParams } from '@/lib/router';
import { useTranslation } from '@/i18n/use-translation';
import { InfiniteList } from '@/components/infinite-list';
import { ProductCard } from '@/components/product-card';
import { isSearchSort, searchProducts, type SearchSort } from './api/search-products';
import { ResultsEmpty } from './results/results-empty';
import { SortChips } from './results/sort-chips';
import '@/components/surface.css';
import './search.css';
import './results/search-results.css';

/** /searchs?keyword=&sort=: the results, sorted as asked; the keyword and sort live in the address. */
export default function SearchResultsScreen() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const keyword = params.get('keyword')?.trim() ?? '';
  const requested = params.get('sort');
  const sort: SearchSort = isSearchSort(requested) ? requested : 'relevance';
  if (!keyword) return <Navigate to="/search" replace />;

  const changeSort = (next: SearchSort) =>
    setParams(next === 'relevance' ? { keyword } : { keyword, sort: next }, { replace: true });

  return (
    <div className="srch-page">
      <div className="srch-form srch-form--results">
        <Link
          to={`/search?keyword=${encodeURIComponent(keyword)}`}
          className="srch-field srch-field--link"
          aria-label={t('search.results.edit', { keyword })}
        >
          <SearchOutline className="srch-field__icon" aria-hidden />
          <span className="srch-field__keyword">{keyword}</span>
        </Link>
      </div>
      <SortChips value={sort} onChange={changeSort} />
      <InfiniteList
        queryKey={['search', 'results', keyword, sort]}
        fetchPage={(page) => searchProducts(keyword, sort, page)}
        layout="grid"
        label={t('search.results.label', { keyword })}
        getKey={(product) => product.id}
        renderItem={(product) => <ProductCard product={product} />}
        empty={<ResultsEmpty keyword={keyword} />}
      />
    </div>
  );
}
