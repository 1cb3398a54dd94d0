import { z } from 'zod';
import { V } from '../validation.js';
import { ZoneTransit } from './destination.js';
import { MAX_PROMISE_DAYS, SHIP_FROM_COUNTRIES, ShippingV } from './stages.js';

/**
 * On every product card, kept small: what one order of the shop pays to ship, from which goods amount it ships
 * free, the country it ships from, and how many days from an order to its delivery.
 */
export const ShippingCard = z.object({
  base_cents: z.number().int(),
  free_over_cents: z.number().int().nullable(),
  ships_from: z.enum(SHIP_FROM_COUNTRIES).nullable(),
  /** Handling + the shop's single transit (decision 021): the window for an address without a country. */
  min_days: z.number().int(),
  max_days: z.number().int(),
  /**
   * The shop's handling days and its transit per zone it ships to (decision 042), so a card's window is the one to
   * the buyer's country (`daysTo`, `shopDaysOfCard`), as the product page's; no zones: the single window goes
   * everywhere.
   */
  handling_days: z.number().int(),
  zones: z.array(ZoneTransit),
});
export type ShippingCard = z.infer<typeof ShippingCard>;

/** A shop's delivery promise, as the operator keeps it. */
export const ShopDelivery = z.object({
  ships_from: z.enum(SHIP_FROM_COUNTRIES).nullable(),
  ships_from_city: z.string().nullable(),
  handling_days: z.number().int(),
  transit_min_days: z.number().int(),
  transit_max_days: z.number().int(),
  /** Days after delivery within which the shop takes a return; 0: no returns. */
  return_days: z.number().int(),
});
export type ShopDelivery = z.infer<typeof ShopDelivery>;

/**
 * The product page's promise: the card's, and the city, the days it is made of, the transit per zone the shop ships
 * to (decision 042: the app picks the buyer's with `daysTo`) and the returns.
 */
export const ShippingPromise = ShippingCard.extend(ShopDelivery.shape).extend({ zones: z.array(ZoneTransit) });
export type ShippingPromise = z.infer<typeof ShippingPromise>;

const days = z
  .number({ error: ShippingV.days })
  .int({ error: ShippingV.days })
  .min(0, { error: ShippingV.days })
  .max(MAX_PROMISE_DAYS, { error: ShippingV.days });

/** The operator's edit of a shop's promise: every part at once, so the transit range is checked whole. */
export const ShopDeliveryBody = z
  .object({
    ships_from: z.enum(SHIP_FROM_COUNTRIES, { error: V.invalid }).nullable(),
    ships_from_city: z
      .string({ error: V.invalid })
      .trim()
      .max(60, { error: V.tooLong })
      .transform((city) => city || null)
      .nullable(),
    handling_days: days,
    transit_min_days: days,
    transit_max_days: days,
    return_days: days,
  })
  .refine((b) => b.transit_max_days >= b.transit_min_days, {
    error: ShippingV.transitOrder,
    path: ['transit_max_days'],
  });
export type ShopDeliveryBody = z.input<typeof ShopDeliveryBody>;
