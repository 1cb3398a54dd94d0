import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ErrorKey, type CartData } from '@tradewind/contract';
import { isApiError } from '@/api/http';
import { BAG_COUNT_KEY, BAG_LIST_KEY, lineCount } from './get-bag';

const STALE_BAG = new Set<string>([ErrorKey.OutOfStock, ErrorKey.NotFound, ErrorKey.QuantityLimit]);

/**
 * A change to the bag: the server answers the whole bag, which replaces the cached one and the badge's count.
 * The HTTP client shows a refusal's message; after OUT_OF_STOCK, QUANTITY_LIMIT or a line that is gone, the bag is
 * read again, so the screen keeps the old quantity and learns the real stock.
 * Writes of one scope run one after another, so quick taps on a stepper arrive in order.
 */
export function useBagWrite<V>(write: (variables: V) => Promise<CartData>, scope?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    scope: scope ? { id: scope } : undefined,
    onSuccess: (bag) => {
      queryClient.setQueryData(BAG_LIST_KEY, bag);
      queryClient.setQueryData(BAG_COUNT_KEY, lineCount(bag));
    },
    onError: (error) => {
      if (isApiError(error) && STALE_BAG.has(error.key ?? '')) {
        void queryClient.invalidateQueries({ queryKey: BAG_LIST_KEY });
      }
    },
  });
}
