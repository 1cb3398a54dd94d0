import { useQuery } from '@tanstack/react-query';
import { OrderApi, type OrderSummary } from '@tradewind/contract';
import { http } from '@/api/http';
import type { Page } from '@/components/infinite-list';
import { RECENT_ORDERS_KEY, type OrderFilter } from './order-keys';

export const PAGE_SIZE = 10;
export const RECENT_COUNT = 3;

export const getOrders =
  (status: OrderFilter, limit = PAGE_SIZE) =>
  (page: number) =>
    http.get<Page<OrderSummary>>(OrderApi.list, { params: { status, page, limit } });

/** The newest few, for the overview. */
export const useRecentOrders = () =>
  useQuery({ queryKey: RECENT_ORDERS_KEY, queryFn: () => getOrders('all', RECENT_COUNT)(1).then((page) => page.list) });
