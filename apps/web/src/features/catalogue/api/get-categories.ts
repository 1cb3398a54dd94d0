import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/i18n/use-translation';
import { CatalogueApi, type Category } from '@tradewind/contract';
import { http } from '@/api/http';

export const getCategories = () => http.get<{ list: Category[] }>(CatalogueApi.categories).then((data) => data.list);

/** The ten categories rarely change: kept for ten minutes, per interface language. */
export function useCategories() {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: ['catalogue', 'categories', i18n.language],
    queryFn: getCategories,
    staleTime: 10 * 60 * 1000,
  });
}
