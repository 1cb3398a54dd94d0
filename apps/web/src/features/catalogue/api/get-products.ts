import { PRODUCT_PAGE_SIZE } from '@tradewind/contract/catalogue';
import { CatalogueApi, type ProductCard, type ProductListQuery } from '@tradewind/contract';
import { http } from '@/api/http';
import type { Page } from '@/components/infinite-list';

/** What narrows and orders a product list; the page comes from the list itself. */
export type ProductFilters = Omit<ProductListQuery, 'page' | 'limit'>;

export const getProducts = (filters: ProductFilters, page: number) =>
  http.get<Page<ProductCard>>(CatalogueApi.list, { params: { ...filters, page, limit: PRODUCT_PAGE_SIZE } });

export const productsKey = (filters: ProductFilters, lang: string) => ['catalogue', 'products', lang, filters] as const;
