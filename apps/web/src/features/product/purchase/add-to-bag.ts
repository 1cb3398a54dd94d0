import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CartApi, type CartData } from '@tradewind/contract';
import { http } from '@/api/http';
import { BAG_KEY } from '@/api/query-keys';

/** The bag's own cache (its list and the tab's count) lives under this key. */

export type BagLine = { sku_id: number; quantity: number };

export const addToBag = (line: BagLine) => http.post<CartData>(CartApi.add, line);

/** The HTTP client shows a refusal (e.g. not enough stock); a success refreshes the bag and its badge. */
export function useAddToBag() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addToBag,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: BAG_KEY }),
  });
}
