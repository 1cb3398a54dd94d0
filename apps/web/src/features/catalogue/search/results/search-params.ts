import { readFilterParams, toSearch, type FilterState } from '@/features/catalogue/filter/filter-params';
import { isSearchSort, type SearchRequest, type SearchSort } from '../api/search-products';

/**
 * /searchs keeps the whole search in its address: the keyword, the order, the filters under the API's own names
 * (as /filter does), and `exact=1` when the buyer asked for their own words rather than the correction.
 */
export function readSearchParams(params: URLSearchParams): SearchRequest {
  const requested = params.get('sort');
  const { sort: _listSort, ...filters } = readFilterParams(params);
  return {
    keyword: params.get('keyword')?.trim() ?? '',
    sort: isSearchSort(requested) ? requested : 'relevance',
    exact: params.get('exact') === '1',
    ...filters,
  };
}

/** The address of a search: only what differs from a plain search by relevance. */
export function searchAddress(request: SearchRequest): Record<string, string> {
  const { keyword, sort, exact, ...filters } = request;
  const { sort: _listSort, ...narrowing } = toSearch({ ...filters, sort: 'sales' });
  const entries: [string, string | number | undefined][] = Object.entries({
    keyword,
    sort: sort === 'relevance' ? undefined : sort,
    exact: exact ? '1' : undefined,
    ...narrowing,
  });
  const address: Record<string, string> = {};
  for (const [name, value] of entries) if (value !== undefined) address[name] = String(value);
  return address;
}

export type SearchFilters = Omit<FilterState, 'sort'>;
export type { SearchSort };
