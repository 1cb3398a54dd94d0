import { useQuery, useQueryClient } from '@tanstack/react-query';
import { CartApi, type CartData } from '@tradewind/contract';
import { http } from '@/api/http';
import { BAG_COUNT_KEY, BAG_KEY } from '@/api/query-keys';

/** Under BAG_KEY, which the product page refreshes after 'Add to bag'. */
export const BAG_LIST_KEY = [...BAG_KEY, 'list'] as const;
export { BAG_COUNT_KEY };

/** Silent: the screen shows its own error state. */
export const getBag = () => http.get<CartData>(CartApi.list, { silent: true });

export const lineCount = (bag: CartData) => bag.shops.reduce((sum, group) => sum + group.items.length, 0);

/**
 * Asked again each time the tab is shown: checkout and the product page change the bag behind its back.
 * Whatever the bag holds, the badge shows the same.
 */
export function useBag() {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: BAG_LIST_KEY,
    queryFn: async () => {
      const bag = await getBag();
      queryClient.setQueryData(BAG_COUNT_KEY, lineCount(bag));
      return bag;
    },
    staleTime: 0,
  });
}
