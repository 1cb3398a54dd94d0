import { AdminOrderApi, type AdminPromoQuery, type PromoCode } from '@tradewind/contract';
import { adminHttp } from '../../../api/admin-http';
import type { Page } from '../../../components/use-server-list';

/** Promo codes found by the server (part of the code), enabled or not, newest first. */
export const getPromoCodes = (query: AdminPromoQuery) =>
  adminHttp.get<Page<PromoCode>>(AdminOrderApi.promoCodes, query);
