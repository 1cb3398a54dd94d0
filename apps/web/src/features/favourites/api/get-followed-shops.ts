import { CatalogueApi, type ShopCard } from '@tradewind/contract';
import { http } from '@/api/http';
import type { Page } from '@/components/infinite-list';

/** A follow or unfollow elsewhere refreshes this key. */
export const FOLLOWED_SHOPS_KEY = ['favourites', 'shops'] as const;

export const getFollowedShops = (page: number) =>
  http.get<Page<ShopCard>>(CatalogueApi.followedShops, { params: { page, limit: 20 } });
