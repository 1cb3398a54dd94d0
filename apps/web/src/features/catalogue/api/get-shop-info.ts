import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/i18n/use-translation';
import { CatalogueApi, type ShopInfo } from '@tradewind/contract';
import { http } from '@/api/http';

export const getShopInfo = (id: number) => http.get<ShopInfo>(CatalogueApi.shopInfo, { params: { id } });

/** The shop heading its product list; nothing is asked without a valid id. */
export function useShopInfo(id: number | null) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: ['catalogue', 'shop', id, i18n.language],
    queryFn: () => getShopInfo(id!),
    enabled: id !== null,
  });
}
