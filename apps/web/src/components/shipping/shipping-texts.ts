import { deliveryWindow, freightCents, type ShippingCard } from '@tradewind/contract';
import type { TFunction } from '@/i18n/use-translation';
import { formatDayRange, formatMoney } from '@/i18n/format';

/**
 * What shipping costs, as a card or the product page says it: free when the shop ships these goods free (no
 * rule, or `goodsCents` reach the free-over amount), else "Free over $59.00" when there is such an amount, else
 * the cost. The product page gives both (`full`).
 */
export function shippingCostText(t: TFunction, shipping: ShippingCard, goodsCents: number, full = false): string {
  if (freightCents(shipping, goodsCents) === 0) return t('catalogue.shipping.free');
  const cost = formatMoney(shipping.base_cents);
  if (shipping.free_over_cents === null) return t('catalogue.shipping.cost', { amount: cost });
  const threshold = formatMoney(shipping.free_over_cents);
  return full
    ? t('catalogue.shipping.costFreeOver', { amount: cost, threshold })
    : t('catalogue.shipping.freeOver', { amount: threshold });
}

/** "Delivery Dec 2 – 9": the window of an order placed today, by the shop's days. */
export function deliveryText(t: TFunction, shipping: ShippingCard, today = new Date()): string {
  const window = deliveryWindow(today, { min: shipping.min_days, max: shipping.max_days });
  return t('catalogue.shipping.delivery', { range: formatDayRange(window) });
}
