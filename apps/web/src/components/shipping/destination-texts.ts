import { daysFromOrder, daysTo, deliveryWindow, type ShopTransit } from '@tradewind/contract';
import type { Destination } from '@/api/destination';
import type { TFunction } from '@/i18n/use-translation';
import { formatCountry, formatDayRange } from '@/i18n/format';

/**
 * "Delivery to South Korea: Dec 3 – 7", the window of an order placed today to the buyer's country by the shop's
 * days to its zone (`daysTo`, decision 042); ", estimated" when the country is the language's, not an address's;
 * "Does not ship to Brazil" when the shop has no transit to its zone; "Delivery Dec 3 – 7" for an address without a
 * country.
 */
export function destinationDeliveryText(
  t: TFunction,
  shop: ShopTransit,
  destination: Destination,
  today = new Date(),
): string {
  const { country, estimated } = destination;
  const days = daysTo(shop, country);
  if (!days) return t('catalogue.shipping.noShipping', { country: formatCountry(country!) });
  const range = formatDayRange(deliveryWindow(today, daysFromOrder(days)));
  if (country === null) return t('catalogue.shipping.delivery', { range });
  const key = estimated ? 'catalogue.shipping.deliveryEstimated' : 'catalogue.shipping.deliveryTo';
  return t(key, { country: formatCountry(country), range });
}
