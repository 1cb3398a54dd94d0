import { useQuery } from '@tanstack/react-query';
import { AdminOrderApi, type PromoCode } from '@tradewind/contract';
import { adminHttp } from '../../../api/admin-http';

/** Every promo code, enabled or not, oldest first. */
export const getPromoCodes = () => adminHttp.get<{ list: PromoCode[] }>(AdminOrderApi.promoCodes);

export const usePromoCodes = () => useQuery({ queryKey: ['admin', 'promo-codes'], queryFn: getPromoCodes });
