import { useSearchParams } from '@/lib/router';
import type { CheckoutBody } from '@tradewind/contract';

const positiveInt = (text: string | null): number | undefined => {
  const value = Number(text);
  return text && Number.isInteger(value) && value > 0 ? value : undefined;
};

/**
 * The checkout's state lives in its query, so it survives the trip to the address screens and back:
 * `sku_id` and `quantity` ('Buy now'; without them the bag's selected items), `address_id`, `promo_code`.
 */
export function useCheckoutParams() {
  const [params, setParams] = useSearchParams();
  const skuId = positiveInt(params.get('sku_id'));
  const addressId = positiveInt(params.get('address_id'));
  const promoCode = params.get('promo_code')?.trim() || undefined;
  const body: CheckoutBody = {
    ...(skuId ? { items: [{ sku_id: skuId, quantity: positiveInt(params.get('quantity')) ?? 1 }] } : {}),
    ...(addressId ? { address_id: addressId } : {}),
    ...(promoCode ? { promo_code: promoCode } : {}),
  };

  /** Replaces the entry: a new promo code is not a step back. */
  const update = (patch: Record<string, string | undefined>) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        for (const [name, value] of Object.entries(patch)) {
          if (value) next.set(name, value);
          else next.delete(name);
        }
        return next;
      },
      { replace: true },
    );

  return { params, body, buyNow: skuId !== undefined, promoCode, update };
}
