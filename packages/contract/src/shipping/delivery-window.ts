/** Days a shop takes: to hand a paid order to the carrier, and the carrier's shortest and longest transit. */
export interface DeliveryDays {
  handling_days: number;
  transit_min_days: number;
  transit_max_days: number;
}

/** A delivery window: two calendar days, `YYYY-MM-DD`, the earliest and the latest. */
export interface DeliveryWindow {
  earliest: string;
  latest: string;
}

const DAY_MS = 86_400_000;
const dayAfter = (start: Date, days: number) => new Date(start.getTime() + days * DAY_MS).toISOString().slice(0, 10);

/** Days from an order (or a payment) to its delivery: handling, then transit. */
export const daysFromOrder = (days: DeliveryDays) => ({
  min: days.handling_days + days.transit_min_days,
  max: days.handling_days + days.transit_max_days,
});

/** Days from shipping to delivery: the transit alone. */
export const daysFromShipping = (days: DeliveryDays) => ({ min: days.transit_min_days, max: days.transit_max_days });

/**
 * The window `min`–`max` days after `start`, in calendar days of UTC, so that the server (an order's window, from
 * its payment or its shipping) and the app (the product page's, from today) count the same days.
 */
export function deliveryWindow(start: Date, days: { min: number; max: number }): DeliveryWindow {
  return { earliest: dayAfter(start, days.min), latest: dayAfter(start, days.max) };
}

/** An order's window: from its shipping when shipped, else from its payment; none before it is paid. */
export function orderDeliveryWindow(
  days: DeliveryDays,
  times: { paidAt: Date | null; shippedAt: Date | null },
): DeliveryWindow | null {
  if (times.shippedAt) return deliveryWindow(times.shippedAt, daysFromShipping(days));
  if (times.paidAt) return deliveryWindow(times.paidAt, daysFromOrder(days));
  return null;
}
