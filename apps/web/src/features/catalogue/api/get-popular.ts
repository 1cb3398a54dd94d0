import { CatalogueApi, type ProductCard } from '@tradewind/contract';
import { POPULAR_PAGE_SIZE } from '@tradewind/contract/catalogue';
import { http } from '@/api/http';
import type { Page } from '@/components/infinite-list';

/** The best sellers, ranked: the first item of page 1 is No. 1. */
export const getPopular = (page: number) =>
  http.get<Page<ProductCard>>(CatalogueApi.popular, { params: { page, limit: POPULAR_PAGE_SIZE } });

export const popularKey = (lang: string) => ['catalogue', 'popular', lang] as const;
