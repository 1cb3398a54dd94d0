import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CatalogueApi, type ShopInfo } from '@tradewind/contract';
import { http } from '@/api/http';
import { shopInfoKey } from './get-shop-info';

export type FollowResult = { followed: boolean; fans: number };

export const followShop = (shopId: number, follow: boolean) =>
  http.post<FollowResult>(follow ? CatalogueApi.follow : CatalogueApi.unfollow, { shop_id: shopId });

/** Follows or unfollows; the shop's flag and fan count come from the answer, and /heart reloads on its next visit. */
export function useToggleFollow(shopId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (follow: boolean) => followShop(shopId, follow),
    onSuccess: ({ followed, fans }) => {
      queryClient.setQueryData<ShopInfo>(shopInfoKey(shopId, true), (shop) =>
        shop ? { ...shop, followed, fans } : shop,
      );
      void queryClient.invalidateQueries({ queryKey: ['favourites', 'shops'] });
    },
  });
}
