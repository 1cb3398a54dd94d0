import { useQuery } from '@tanstack/react-query';
import { AdminBuyerApi, type AdminBuyerDetail } from '@tradewind/contract';
import { adminHttp } from '../../../api/admin-http';

/** One buyer's profile, balance, state and orders by state. */
export const getBuyer = (id: number) => adminHttp.get<AdminBuyerDetail>(AdminBuyerApi.buyer, { id });

export const useBuyer = (id: number) =>
  useQuery({ queryKey: ['admin', 'buyer', id], queryFn: () => getBuyer(id), enabled: id > 0 });
