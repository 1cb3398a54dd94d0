import { useQuery } from '@tanstack/react-query';
import { getOrderRefund } from '@/api/order-detail';
import { orderRefundKey } from '@/api/query-keys';

/** A request made before (even a refused one) means no second one: the buyer is told before filling the form. */
export const useExistingRefund = (orderId: number) =>
  useQuery({ queryKey: orderRefundKey(orderId), queryFn: () => getOrderRefund(orderId), retry: false, staleTime: 0 });
