import { z } from 'zod';
import { V } from '../validation.js';
import type { DeliveryDays } from './delivery-window.js';
import { MAX_PROMISE_DAYS, SHIP_FROM_COUNTRIES, ShippingV } from './stages.js';
import { DESTINATION_ZONES, zoneOf } from './zones.js';

/** A shop's carrier transit to one zone: the shortest and the longest, in calendar days (decision 042). */
export const ZoneTransit = z.object({
  zone: z.enum(DESTINATION_ZONES),
  min_days: z.number().int(),
  max_days: z.number().int(),
});
export type ZoneTransit = z.infer<typeof ZoneTransit>;

/**
 * What a shop's delivery days to any address are made of: its origin, its handling days, its transit per zone it
 * ships to, and the single transit of decision 021, kept for an address without a country and for a shop whose
 * zones were never set.
 */
export const ShopTransit = z.object({
  ships_from: z.enum(SHIP_FROM_COUNTRIES).nullable(),
  handling_days: z.number().int(),
  transit_min_days: z.number().int(),
  transit_max_days: z.number().int(),
  /** The zones it ships to; empty: never set per zone, the single transit goes everywhere. */
  zones: z.array(ZoneTransit),
});
export type ShopTransit = z.infer<typeof ShopTransit>;

/**
 * The one rule (decision 042): the days a shop promises to a parcel for `country`, or null when it does not ship
 * there. The zone's transit when the shop keeps zones; its single transit when the address has no country (a client
 * of the specification) or the shop keeps no zone; null for a zone it has no row for, or a code that names no
 * country. Handling is the shop's, wherever the parcel goes.
 */
export function daysTo(
  shop: Omit<ShopTransit, 'ships_from'> & { ships_from: string | null },
  country: string | null,
): DeliveryDays | null {
  if (country === null || shop.zones.length === 0) {
    const { handling_days, transit_min_days, transit_max_days } = shop;
    return { handling_days, transit_min_days, transit_max_days };
  }
  const zone = zoneOf(country, shop.ships_from);
  const row = zone && shop.zones.find((z) => z.zone === zone);
  if (!row) return null;
  return { handling_days: shop.handling_days, transit_min_days: row.min_days, transit_max_days: row.max_days };
}

const days = z
  .number({ error: ShippingV.days })
  .int({ error: ShippingV.days })
  .min(0, { error: ShippingV.days })
  .max(MAX_PROMISE_DAYS, { error: ShippingV.days });

/** One zone's transit as the operator enters it: whole days 0–90, the longest not below the shortest. */
export const ZoneTransitBody = z
  .object({ zone: z.enum(DESTINATION_ZONES, { error: V.invalid }), min_days: days, max_days: days })
  .refine((row) => row.max_days >= row.min_days, { error: ShippingV.transitOrder, path: ['max_days'] });

/** A shop's whole table of zones: at least one (a shop ships somewhere), each zone once. */
export const ZoneTransitTable = z
  .array(ZoneTransitBody, { error: V.invalid })
  .min(1, { error: ShippingV.noZone })
  .max(DESTINATION_ZONES.length, { error: V.invalid })
  .refine((rows) => new Set(rows.map((r) => r.zone)).size === rows.length, { error: V.invalid });
