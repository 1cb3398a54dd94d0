import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { CatalogueApi } from '@tradewind/contract';
import { http } from '@/api/http';

/** Completions for what the buyer is typing; a failed call just shows none. */
export const getSuggestions = (keyword: string) =>
  http.get<{ list: string[] }>(CatalogueApi.suggest, { params: { keyword }, silent: true }).then((data) => data.list);

export const useSuggestions = (keyword: string) =>
  useQuery({
    queryKey: ['search', 'suggest', keyword],
    queryFn: () => getSuggestions(keyword),
    enabled: keyword.length > 0,
    staleTime: 60_000,
    // The list stays put while the next keystroke's answer is on its way.
    placeholderData: keepPreviousData,
  });
