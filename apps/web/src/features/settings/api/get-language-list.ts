import { useQuery } from '@tanstack/react-query';
import { AccountApi, LANGUAGES, type Language } from '@tradewind/contract';
import { http } from '@/api/http';

/** The offered languages; the contract's list stands in when the call fails, so a buyer can always switch. */
export const getLanguageList = (): Promise<Language[]> =>
  http
    .get<{ list: Language[] }>(AccountApi.languageList, { silent: true })
    .then((data) => (data.list.length > 0 ? data.list : [...LANGUAGES]))
    .catch(() => [...LANGUAGES]);

export const useLanguageList = () =>
  useQuery({ queryKey: ['language-list'], queryFn: getLanguageList, staleTime: 60 * 60 * 1000 });
