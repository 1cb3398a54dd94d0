import { useQuery } from '@tanstack/react-query';
import { AfterSaleApi, OrderStatus, type RefundDetailData } from '@tradewind/contract';
import { http } from '@/api/http';
import { orderRefundKey } from './order-keys';

/** The order's after-sale record, or null when it has none. Silent: the card shows nothing on a failure. */
export const getOrderRefund = (orderId: number) =>
  http.get<RefundDetailData>(AfterSaleApi.detail, { params: { order_id: orderId }, silent: true });

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
