import type { DeliveryDays } from './delivery-window.js';
import { zoneOf, type DestinationZone } from './zones.js';

/**
 * A shop's delivery days as `daysTo` reads them (the shape of `ShopTransit`, apart from its zod schema so the screens
 * that show a window load no schema code).
 */
export interface ShopDays {
  ships_from: string | null;
  handling_days: number;
  transit_min_days: number;
  transit_max_days: number;
  zones: readonly { zone: DestinationZone; min_days: number; max_days: number }[];
}

/**
 * The one rule (decision 042): the days a shop promises to a parcel for `country`, or null when it does not ship
 * there. The zone's transit when the shop keeps zones; its single transit when the address has no country (a client
 * of the specification) or the shop keeps no zone; null for a zone it has no row for, or a code that names no
 * country. Handling is the shop's, wherever the parcel goes.
 */
export function daysTo(shop: ShopDays, country: string | null): DeliveryDays | null {
  if (country === null || shop.zones.length === 0) {
    const { handling_days, transit_min_days, transit_max_days } = shop;
    return { handling_days, transit_min_days, transit_max_days };
  }
  const zone = zoneOf(country, shop.ships_from);
  const row = zone && shop.zones.find((z) => z.zone === zone);
  if (!row) return null;
  return { handling_days: shop.handling_days, transit_min_days: row.min_days, transit_max_days: row.max_days };
}

/** What a product card carries of its shop's days (ShippingCard): the whole window, handling, and the zones. */
export interface CardDays {
  ships_from: string | null;
  min_days: number;
  max_days: number;
  handling_days: number;
  zones: ShopDays['zones'];
}

/** A card's shop days as `daysTo` reads them: the single transit is its window less the handling. */
export const shopDaysOfCard = (card: CardDays): ShopDays => ({
  ships_from: card.ships_from,
  handling_days: card.handling_days,
  transit_min_days: card.min_days - card.handling_days,
  transit_max_days: card.max_days - card.handling_days,
  zones: card.zones,
});
