import { useQuery } from '@tanstack/react-query';
import { AdminOrderApi, type FreightRule } from '@tradewind/contract';
import { adminHttp } from '../../../api/admin-http';

/** Every shop with its freight rule; a shop without one ships free. */
export const getFreight = () => adminHttp.get<{ list: FreightRule[] }>(AdminOrderApi.freight);

export const useFreight = () => useQuery({ queryKey: ['admin', 'freight'], queryFn: getFreight });
