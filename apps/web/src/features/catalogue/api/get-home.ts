import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/i18n/use-translation';
import { CatalogueApi, type HomeData } from '@tradewind/contract';
import { http } from '@/api/http';

export const getHome = () => http.get<HomeData>(CatalogueApi.home);

/** Names come in the interface language, so each language has its own copy. */
export const homeQuery = (lang: string) => queryOptions({ queryKey: ['catalogue', 'home', lang], queryFn: getHome });

export function useHome() {
  const { i18n } = useTranslation();
  return useQuery(homeQuery(i18n.language));
}
