import { CatalogueApi, type ProductCard } from '@tradewind/contract';
import { http } from '@/api/http';
import type { Page } from '@/components/infinite-list';

export const POPULAR_PAGE_SIZE = 20;

/** The best sellers, ranked: the first item of page 1 is No. 1. */
export const getPopular = (page: number) =>
  http.get<Page<ProductCard>>(CatalogueApi.popular, { params: { page, limit: POPULAR_PAGE_SIZE } });

export const popularKey = (lang: string) => ['catalogue', 'popular', lang] as const;
