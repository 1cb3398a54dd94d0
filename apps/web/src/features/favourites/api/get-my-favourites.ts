import { CatalogueApi, type ProductCard } from '@tradewind/contract';
import { http } from '@/api/http';
import type { Page } from '@/components/infinite-list';

/** Products keep their place under this key; a favourite toggled elsewhere refreshes it. */
export const MY_FAVOURITES_KEY = ['favourites', 'products'] as const;

export const getMyFavourites = (page: number) =>
  http.get<Page<ProductCard>>(CatalogueApi.myFavourites, { params: { page, limit: 20 } });
