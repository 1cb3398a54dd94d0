import { useQuery } from '@tanstack/react-query';
import { OrderApi, type OrderCounts } from '@tradewind/contract';
import { http } from '@/api/http';
import { ORDER_COUNTS_KEY } from './order-keys';

export const getOrderCounts = () => http.get<OrderCounts>(OrderApi.counts).then((data) => data.counts);

export const useOrderCounts = () => useQuery({ queryKey: ORDER_COUNTS_KEY, queryFn: getOrderCounts, staleTime: 0 });
