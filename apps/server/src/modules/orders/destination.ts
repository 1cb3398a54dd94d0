import { daysTo, ErrorKey, type DeliveryDays } from '@tradewind/contract';
import { AppError } from '../../lib/app-error.js';
import { toShopTransit } from '../catalogue/shop-transit.js';
import type { Line } from './checkout-lines.js';

/**
 * The days a shop's part of a checkout promises to the address's country by the one rule (`daysTo`, decision 042):
 * its zone's transit, its single transit when the address has no country, null when it does not ship there.
 */
export const daysToAddress = (days: Line['days'], country: string | null): DeliveryDays | null =>
  daysTo(toShopTransit(days, days.zones), country);

/**
 * A checkout's groups once each shop ships to the address; else refused, naming the first shop that does not and
 * the country, before anything is written (the buyer changes the address or removes that shop's items).
 */
export function shippedGroups<G extends { shop: { name: string }; days: DeliveryDays | null }>(
  groups: G[],
  country: string | null,
): (G & { days: DeliveryDays })[] {
  const unshipped = groups.find((g) => g.days === null);
  if (unshipped) throw new AppError(ErrorKey.NotShippedTo, { shop: unshipped.shop.name, country_region: country! });
  return groups as (G & { days: DeliveryDays })[];
}
