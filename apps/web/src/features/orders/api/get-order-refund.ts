import { useQuery } from '@tanstack/react-query';
import { OrderStatus } from '@tradewind/contract';
import { getOrderRefund } from '@/api/order-detail';
import { orderRefundKey } from '@/api/query-keys';

/**
 * States an order can have with a request behind it: in after-sale, or back where it was after a refusal (and
 * on from there). Unpaid and cancelled orders never had one.
 */
const MAY_HAVE_REFUND: number[] = [
  OrderStatus.InAfterSale,
  OrderStatus.WaitingDelivery,
  OrderStatus.Delivered,
  OrderStatus.Received,
  OrderStatus.Completed,
];

export const useOrderRefund = (order: { id: number; status: number }) =>
  useQuery({
    queryKey: orderRefundKey(order.id),
    queryFn: () => getOrderRefund(order.id),
    enabled: MAY_HAVE_REFUND.includes(order.status),
    retry: false,
    staleTime: 0,
  });
