import { useMutation } from '@tanstack/react-query';
import { ProtectionApi, type OrderDetail, type ProtectionExtendBody } from '@tradewind/contract';
import { http } from '@/api/http';
import { useRefreshOrders } from './use-refresh-orders';

export const extendProtection = (body: ProtectionExtendBody) => http.post<OrderDetail>(ProtectionApi.extend, body);

/** Refreshed either way: a refusal (409) means it was extended, or ended, meanwhile. */
export function useExtendProtection() {
  const refresh = useRefreshOrders();
  return useMutation({ mutationFn: extendProtection, onSettled: refresh });
}
