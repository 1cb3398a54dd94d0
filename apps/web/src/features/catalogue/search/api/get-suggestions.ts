import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { CatalogueApi, type Suggestions } from '@tradewind/contract';
import { http } from '@/api/http';

/** Completions for what the buyer is typing, and categories to look in; a failed call just shows none. */
export const getSuggestions = (keyword: string) =>
  http.get<Suggestions>(CatalogueApi.suggest, { params: { keyword }, silent: true });

export const useSuggestions = (keyword: string) =>
  useQuery({
    queryKey: ['search', 'suggest', keyword],
    queryFn: () => getSuggestions(keyword),
    enabled: keyword.length > 0,
    staleTime: 60_000,
    // The list stays put while the next keystroke's answer is on its way.
    placeholderData: keepPreviousData,
  });
