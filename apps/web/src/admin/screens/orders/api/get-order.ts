import { useQuery } from '@tanstack/react-query';
import { AdminOrderApi, type AdminOrderDetail } from '@tradewind/contract';
import { adminHttp } from '../../../api/admin-http';

/** One order in full: lines, address, amounts and logistics, newest event first. */
export const getOrder = (id: number) => adminHttp.get<AdminOrderDetail>(AdminOrderApi.detail, { id });

export const orderKey = (id: number) => ['admin', 'order', id] as const;
export const useOrder = (id: number) =>
  useQuery({ queryKey: orderKey(id), queryFn: () => getOrder(id), enabled: Number.isInteger(id) && id > 0 });
