import { useQuery } from '@tanstack/react-query';
import { OrderApi, type OrderDetail } from '@tradewind/contract';
import { http, isApiError } from '@/api/http';
import { orderDetailKey } from './query-keys';

/** An unknown id and another buyer's order both answer 404. */
export const isNotFound = (error: unknown) => isApiError(error) && error.status === 404;

/** Silent: the screen shows its own not-found and error states. */
export const getOrderDetail = (id: number) => http.get<OrderDetail>(OrderApi.detail, { params: { id }, silent: true });

export const useOrderDetail = (id: number) =>
  useQuery({
    queryKey: orderDetailKey(id),
    queryFn: () => getOrderDetail(id),
    retry: (failures, error) => !isNotFound(error) && failures < 1,
    // Whether it can still be reviewed changes elsewhere (receipt confirmed, reviewed in another tab).
    staleTime: 0,
  });
