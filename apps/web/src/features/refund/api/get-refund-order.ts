import { useQuery } from '@tanstack/react-query';
import { AfterSaleApi, OrderApi, type OrderDetail, type RefundDetailData } from '@tradewind/contract';
import { http, isApiError } from '@/api/http';
import { orderKey, refundKey } from './refund-keys';

/** An unknown id and another buyer's order both answer 404. */
export const isNotFound = (error: unknown) => isApiError(error) && error.status === 404;

/** Silent: the screen shows its own not-found and error states. */
const getOrder = (id: number) => http.get<OrderDetail>(OrderApi.detail, { params: { id }, silent: true });

/** The order's after-sale record, or null when it has none. */
const getRefund = (orderId: number) =>
  http.get<RefundDetailData>(AfterSaleApi.detail, { params: { order_id: orderId }, silent: true });

export const useRefundOrder = (id: number) =>
  useQuery({
    queryKey: orderKey(id),
    queryFn: () => getOrder(id),
    retry: (failures, error) => !isNotFound(error) && failures < 1,
    staleTime: 0,
  });

/** A request made before (even a refused one) means no second one: the buyer is told before filling the form. */
export const useExistingRefund = (orderId: number) =>
  useQuery({ queryKey: refundKey(orderId), queryFn: () => getRefund(orderId), retry: false, staleTime: 0 });
