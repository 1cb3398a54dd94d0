import { useQuery } from '@tanstack/react-query';
import { OrderApi } from '@tradewind/contract';
import { http } from '@/api/http';

/** The same key as the order screens' counts, which they refresh after every order action. */
export const ORDER_COUNTS_KEY = ['orders', 'counts'] as const;

/** Silent: missing badges are no reason for an error toast on the personal centre. */
const getOrderCounts = () =>
  http.get<{ counts: Record<string, number> }>(OrderApi.counts, { silent: true }).then((data) => data.counts);

export const useOrderCounts = () => useQuery({ queryKey: ORDER_COUNTS_KEY, queryFn: getOrderCounts, staleTime: 0 });
