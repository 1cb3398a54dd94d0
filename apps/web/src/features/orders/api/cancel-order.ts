import { useMutation } from '@tanstack/react-query';
import { OrderApi, type OrderDetail } from '@tradewind/contract';
import { http } from '@/api/http';
import { useRefreshOrders } from './use-refresh-orders';

export const cancelOrder = (id: number) => http.post<OrderDetail>(OrderApi.cancel, { id });

/** Refreshed either way: a refusal (409) means the order moved on meanwhile. */
export function useCancelOrder() {
  const refresh = useRefreshOrders();
  return useMutation({ mutationFn: cancelOrder, onSettled: refresh });
}
