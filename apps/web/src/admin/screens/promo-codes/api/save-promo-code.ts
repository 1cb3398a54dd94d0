import type { z } from 'zod';
import { AdminOrderApi, type PromoCode, type PromoCodeSaveBody } from '@tradewind/contract';
import { adminHttp } from '../../../api/admin-http';

export type PromoCodeInput = z.input<typeof PromoCodeSaveBody>;

/** Creates a code (no id) or replaces one's discount, limits, expiry and whether buyers can use it. */
export const savePromoCode = (body: PromoCodeInput) => adminHttp.post<PromoCode>(AdminOrderApi.promoCodeSave, body);
