import { keepPreviousData, useQuery, type QueryClient } from '@tanstack/react-query';
import { CatalogueApi, type ProductDetail } from '@tradewind/contract';
import { http } from '@/api/http';
import { useSession } from '@/api/session';
import { notFoundNoRetry } from './not-found-no-retry';
import { productDetailKey } from '@/api/query-keys';

/** Silent: the screen shows its own not-found and error states. */
export const getProductDetail = (id: number) =>
  http.get<ProductDetail>(CatalogueApi.detail, { params: { id }, silent: true });

/** Keyed by whether a token is sent: the favourite flag comes only with one. */

export function useProductDetail(id: number) {
  const signedIn = useSession((s) => Boolean(s.token));
  return useQuery({
    queryKey: productDetailKey(id, signedIn),
    queryFn: () => getProductDetail(id),
    retry: notFoundNoRetry,
    // Logging in changes the key: keep the page (and the chosen SKU) while the flags arrive.
    placeholderData: keepPreviousData,
  });
}

/** Fills the cache before the page shows (the route's prefetch): from the answer inside the HTML on a first visit. */
export const prefetchProductDetail = (client: QueryClient, id: number, signedIn: boolean) =>
  client.prefetchQuery({ queryKey: productDetailKey(id, signedIn), queryFn: () => getProductDetail(id), retry: false });
