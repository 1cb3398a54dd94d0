import { z } from 'zod';
import { V } from '../validation.js';
import { MAX_PROMISE_DAYS, SHIP_FROM_COUNTRIES, ShippingV } from './stages.js';
import { DESTINATION_ZONES } from './zones.js';

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
