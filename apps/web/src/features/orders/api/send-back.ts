import { useMutation } from '@tanstack/react-query';
import { AfterSaleApi, type Refund } from '@tradewind/contract';
import { http } from '@/api/http';
import { useRefreshOrders } from './use-refresh-orders';

export type SendBack = { id: number; carrier: string; tracking_no: string };

/** With return, once approved: how the goods are coming back. */
export const sendBack = (body: SendBack) => http.post<Refund>(AfterSaleApi.sendBack, body);

export function useSendBack() {
  const refresh = useRefreshOrders();
  return useMutation({ mutationFn: sendBack, onSettled: refresh });
}
