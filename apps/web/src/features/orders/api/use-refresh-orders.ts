import { useQueryClient } from '@tanstack/react-query';
import { ORDERS_KEY } from '@/api/query-keys';

/** After any action: the lists, the detail and the counts (the personal centre's too) are read again. */
export function useRefreshOrders() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ORDERS_KEY });
}
