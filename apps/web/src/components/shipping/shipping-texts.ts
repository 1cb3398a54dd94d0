import { deliveryWindow, type ShippingCard } from '@tradewind/contract';
import type { TFunction } from '@/i18n/use-translation';
import { formatDayRange, formatMoney } from '@/i18n/format';
import { shippingCost } from './shipping-cost';

/** shippingCost in words, the amounts in dollars alone: a card's one line has no room for estimates. */
export function shippingCostText(t: TFunction, shipping: ShippingCard, goodsCents: number, full = false): string {
  const { key, amounts } = shippingCost(shipping, goodsCents, full);
  return t(key, Object.fromEntries(Object.entries(amounts).map(([name, cents]) => [name, formatMoney(cents)])));
}

/** "Delivery Dec 2 – 9": the window of an order placed today, by the shop's days. */
export function deliveryText(t: TFunction, shipping: ShippingCard, today = new Date()): string {
  const window = deliveryWindow(today, { min: shipping.min_days, max: shipping.max_days });
  return t('catalogue.shipping.delivery', { range: formatDayRange(window) });
}
