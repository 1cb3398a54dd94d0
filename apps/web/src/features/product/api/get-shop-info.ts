import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { CatalogueApi, type ShopInfo } from '@tradewind/contract';
import { http } from '@/api/http';
import { useSession } from '@/api/session';
import { notFoundNoRetry } from './not-found-no-retry';

export const getShopInfo = (id: number) => http.get<ShopInfo>(CatalogueApi.shopInfo, { params: { id }, silent: true });

/** Keyed by whether a token is sent: the followed flag comes only with one. */
export const shopInfoKey = (id: number, signedIn: boolean) => ['shop', 'info', id, signedIn] as const;

export function useShopInfo(id: number) {
  const signedIn = useSession((s) => Boolean(s.token));
  return useQuery({
    queryKey: shopInfoKey(id, signedIn),
    queryFn: () => getShopInfo(id),
    retry: notFoundNoRetry,
    placeholderData: keepPreviousData,
  });
}
