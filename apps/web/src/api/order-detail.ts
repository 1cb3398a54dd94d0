import { useQuery } from '@tanstack/react-query';
import { AfterSaleApi, OrderApi, type OrderDetail, type RefundDetailData } from '@tradewind/contract';
import { http, isApiError } from './http';
import { orderDetailKey } from './query-keys';

/** An unknown id and another buyer's order both answer 404. */
export const isNotFound = (error: unknown) => isApiError(error) && error.status === 404;

/** Silent: the screens show their own not-found and error states. */
export const getOrderDetail = (id: number) => http.get<OrderDetail>(OrderApi.detail, { params: { id }, silent: true });

/** The order's after-sale record, or null when it has none. Silent: each screen says what a failure means. */
export const getOrderRefund = (orderId: number) =>
  http.get<RefundDetailData>(AfterSaleApi.detail, { params: { order_id: orderId }, silent: true });

/**
 * One order, read anew on every visit: its state moves on its own (shipping, the 30-minute limit, a review made in
 * another tab). A missing order stays missing; anything else is asked again once.
 */
export const useOrderDetail = (id: number) =>
  useQuery({
    queryKey: orderDetailKey(id),
    queryFn: () => getOrderDetail(id),
    retry: (failures, error) => !isNotFound(error) && failures < 1,
    staleTime: 0,
  });
