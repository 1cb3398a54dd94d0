import { useMutation } from '@tanstack/react-query';
import { OrderApi, type OrderDetail } from '@tradewind/contract';
import { http } from '@/api/http';
import { useRefreshOrders } from './use-refresh-orders';

export const confirmReceipt = (id: number) => http.post<OrderDetail>(OrderApi.confirm, { id });

/** Refreshed either way: a refusal (409) means the order moved on meanwhile. */
export function useConfirmReceipt() {
  const refresh = useRefreshOrders();
  return useMutation({ mutationFn: confirmReceipt, onSettled: refresh });
}
