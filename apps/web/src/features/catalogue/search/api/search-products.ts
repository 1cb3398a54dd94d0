import { CatalogueApi, type SearchPage } from '@tradewind/contract';
import { SEARCH_PAGE_SIZE } from '@tradewind/contract/catalogue';
import { http } from '@/api/http';
import type { FilterState } from '@/features/catalogue/filter/filter-params';

export const SEARCH_SORTS = ['relevance', 'sales', 'price_asc', 'price_desc', 'newest'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];

export const isSearchSort = (value: string | null): value is SearchSort => SEARCH_SORTS.includes(value as SearchSort);

/** A search as the results screen asks for it: the keyword, its order, its filters, and whether only its own words. */
export type SearchRequest = Omit<FilterState, 'sort'> & { keyword: string; sort: SearchSort; exact: boolean };

export function searchProducts(request: SearchRequest, page: number) {
  const params: Record<string, string | number> = {
    keyword: request.keyword,
    sort: request.sort,
    page,
    limit: SEARCH_PAGE_SIZE,
  };
  if (request.category_id) params.category_id = request.category_id;
  if (request.min_price_cents !== undefined) params.min_price_cents = request.min_price_cents;
  if (request.max_price_cents !== undefined) params.max_price_cents = request.max_price_cents;
  if (request.inStock) params.in_stock = '1';
  if (request.exact) params.exact = '1';
  return http.get<SearchPage>(CatalogueApi.search, { params });
}
