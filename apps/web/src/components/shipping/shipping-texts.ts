import { daysFromOrder, daysTo, deliveryWindow, shopDaysOfCard, type ShippingCard } from '@tradewind/contract';
import type { Destination } from '@/api/destination';
import type { TFunction } from '@/i18n/use-translation';
import { formatCountry, formatDayRange, formatMoney } from '@/i18n/format';
import { shippingCost } from './shipping-cost';

/** shippingCost in words, the amounts in dollars alone: a card's one line has no room for estimates. */
export function shippingCostText(t: TFunction, shipping: ShippingCard, goodsCents: number, full = false): string {
  const { key, amounts } = shippingCost(shipping, goodsCents, full);
  return t(key, Object.fromEntries(Object.entries(amounts).map(([name, cents]) => [name, formatMoney(cents)])));
}

/**
 * A card's "Delivery Dec 2 – 9": the window of an order placed today to the buyer's country, by the shop's days to
 * its zone (`daysTo`, decision 042), as the product page computes it; "Does not ship to Brazil" when the shop has no
 * transit there. A shop without zones has one window for everywhere; one with zones shows none (an empty line)
 * while the buyer's default address is being read. The card's one line keeps the short words; the product page
 * names the country.
 */
export function deliveryText(
  t: TFunction,
  shipping: ShippingCard,
  destination: Destination | undefined,
  today = new Date(),
): string {
  const shop = shopDaysOfCard(shipping);
  if (shop.zones.length > 0 && !destination) return '';
  const country = destination?.country ?? null;
  const days = daysTo(shop, country);
  if (!days) return t('catalogue.shipping.noShipping', { country: formatCountry(country!) });
  return t('catalogue.shipping.delivery', { range: formatDayRange(deliveryWindow(today, daysFromOrder(days))) });
}
