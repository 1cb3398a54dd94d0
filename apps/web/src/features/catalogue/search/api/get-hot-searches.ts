import { useQuery } from '@tanstack/react-query';
import { CatalogueApi } from '@tradewind/contract';
import { http } from '@/api/http';

/** What other buyers search most; a helpful extra, so a failure shows nothing rather than a toast. */
export const getHotSearches = () =>
  http.get<{ list: string[] }>(CatalogueApi.hotSearch, { silent: true }).then((data) => data.list);

export const useHotSearches = () =>
  useQuery({ queryKey: ['search', 'hot'], queryFn: getHotSearches, staleTime: 5 * 60_000 });
