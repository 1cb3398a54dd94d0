import { freightCents, type ShippingCard } from '@tradewind/contract';

/** A text key and the amounts (cents) its placeholders take. */
export type CostPhrase = { key: string; amounts: Record<string, number> };

/**
 * What shipping costs, as a card or the product page says it: free when the shop ships these goods free (no
 * rule, or `goodsCents` reach the free-over amount), else "Free over $59.00" when there is such an amount, else
 * the cost. The product page gives both (`full`).
 */
export function shippingCost(shipping: ShippingCard, goodsCents: number, full = false): CostPhrase {
  if (freightCents(shipping, goodsCents) === 0) return { key: 'catalogue.shipping.free', amounts: {} };
  const cost = shipping.base_cents;
  if (shipping.free_over_cents === null) return { key: 'catalogue.shipping.cost', amounts: { amount: cost } };
  const threshold = shipping.free_over_cents;
  return full
    ? { key: 'catalogue.shipping.costFreeOver', amounts: { amount: cost, threshold } }
    : { key: 'catalogue.shipping.freeOver', amounts: { amount: threshold } };
}
