import { useQuery } from '@tanstack/react-query';
import { DisputeApi, type DisputeDetailData } from '@tradewind/contract';
import { http } from './http';
import { ORDERS_KEY } from './query-keys';

/** An order's case with Tradewind, under the orders' prefix: an order action refreshes it with the rest. */
export const orderDisputeKey = (orderId: number) => [...ORDERS_KEY, 'dispute', orderId] as const;

/** The case, or null with until when the refused refund may still be taken to Tradewind. Silent: screens say. */
export const getDisputeDetail = (orderId: number) =>
  http.get<DisputeDetailData>(DisputeApi.detail, { params: { order_id: orderId }, silent: true });

/** Read on every visit: the shop's answer, the deadline and the decision move on their own. */
export const useDisputeDetail = (orderId: number, enabled = true) =>
  useQuery({
    queryKey: orderDisputeKey(orderId),
    queryFn: () => getDisputeDetail(orderId),
    enabled,
    retry: false,
    staleTime: 0,
  });
