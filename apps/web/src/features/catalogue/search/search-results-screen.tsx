import type { ProductCard as Product } from '@tradewind/contract';
import { SearchOutline } from '@/components/icons/search-outline';
import { Link, Navigate, useSearchParams } from '@/lib/router';
import { useTranslation } from '@/i18n/use-translation';
import { InfiniteList, type Page } from '@/components/infinite-list';
import { FIRST_ROW, ProductCard } from '@/components/product-card';
import { searchProducts, type SearchRequest } from './api/search-products';
import { CorrectedNote } from './results/corrected-note';
import { ResultsEmpty } from './results/results-empty';
import { ResultsFilters } from './results/results-filters';
import { readSearchParams, searchAddress } from './results/search-params';
import { SortChips } from './results/sort-chips';
import '@/components/surface.css';
import './search.css';
import './results/search-results.css';

/** What the server said it searched for instead of the typed words (SearchPage.corrected). */
const correctedOf = (first: Page<Product> | undefined) =>
  first && 'corrected' in first && typeof first.corrected === 'string' ? first.corrected : undefined;

/** /searchs?keyword=&sort=&…filters: the results, sorted and narrowed as asked; all of it lives in the address. */
export default function SearchResultsScreen() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const request = readSearchParams(params);
  const { keyword, sort, exact, ...filters } = request;
  if (!keyword) return <Navigate to="/search" replace />;

  const go = (next: SearchRequest) => setParams(searchAddress(next), { replace: true });
  const exactAddress = `/searchs?${new URLSearchParams(searchAddress({ ...request, exact: true }))}`;

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
      <div className="srch-tools">
        <SortChips value={sort} onChange={(next) => go({ ...request, sort: next })} />
        <ResultsFilters value={filters} onApply={(next) => go({ keyword, sort, exact, ...next })} />
      </div>
      <InfiniteList
        queryKey={['search', 'results', keyword, sort, exact, filters]}
        fetchPage={(page) => searchProducts(request, page)}
        layout="grid"
        label={t('search.results.label', { keyword })}
        heading
        getKey={(product) => product.id}
        header={(first) => {
          const corrected = correctedOf(first);
          return corrected ? (
            <CorrectedNote corrected={corrected} keyword={keyword} exactAddress={exactAddress} />
          ) : null;
        }}
        renderItem={(product, index) => <ProductCard product={product} priority={index < FIRST_ROW} />}
        empty={<ResultsEmpty keyword={keyword} />}
      />
    </div>
  );
}
