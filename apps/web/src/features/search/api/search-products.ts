import { CatalogueApi, type ProductCard } from '@tradewind/contract';
import { http } from '@/api/http';
import type { Page } from '@/components/infinite-list';

export const SEARCH_SORTS = ['relevance', 'sales', 'price_asc', 'price_desc', 'newest'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];

export const SEARCH_PAGE_SIZE = 20;

export const isSearchSort = (value: string | null): value is SearchSort => SEARCH_SORTS.includes(value as SearchSort);

export const searchProducts = (keyword: string, sort: SearchSort, page: number) =>
  http.get<Page<ProductCard>>(CatalogueApi.search, { params: { keyword, sort, page, limit: SEARCH_PAGE_SIZE } });
