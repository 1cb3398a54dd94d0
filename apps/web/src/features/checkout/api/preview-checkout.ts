import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ErrorKey, OrderApi, PROMO_ERRORS, type CheckoutBody, type CheckoutPreview } from '@tradewind/contract';
import { http, isApiError } from '@/api/http';

/** Every checkout query lives under this prefix; placing an order refreshes everything else. */
export const CHECKOUT_KEY = ['checkout'] as const;

/** The preview, and the server's message when the promo code asked for was refused (it is then left out). */
export type Preview = CheckoutPreview & { refusedPromo?: string };

/** Silent: the screen shows each refusal where it belongs (an empty bag, the promo field, out of stock). */
export const previewCheckout = (body: CheckoutBody) =>
  http.post<CheckoutPreview>(OrderApi.preview, body, { silent: true });

/**
 * A refused promo code (whatever the reason: PROMO_ERRORS), or an address that is gone (deleted meanwhile), does
 * not stop the checkout: it is priced without them, and the promo field says why in the buyer's language.
 */
export async function previewOf(body: CheckoutBody): Promise<Preview> {
  try {
    return await previewCheckout(body);
  } catch (error) {
    const key = isApiError(error) ? error.key : undefined;
    if (key && PROMO_ERRORS.includes(key as ErrorKey) && body.promo_code) {
      const { promo_code: _refused, ...rest } = body;
      return { ...(await previewOf(rest)), refusedPromo: (error as Error).message };
    }
    if (key === ErrorKey.NotFound && body.address_id) {
      const { address_id: _gone, ...rest } = body;
      return previewOf(rest);
    }
    throw error;
  }
}

/** Priced again whenever the address or the promo code changes; meanwhile the last preview stays on screen. */
export const usePreview = (body: CheckoutBody, enabled = true) =>
  useQuery({
    queryKey: [...CHECKOUT_KEY, 'preview', body],
    queryFn: () => previewOf(body),
    enabled,
    // Prices, stock and freight move: a checkout always starts from what the server says now.
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
