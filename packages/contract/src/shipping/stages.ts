/** The stages a cross-border parcel passes, in order; each tracking event may name one. */
export const TRACKING_STAGES = [
  'shipped',
  'picked_up',
  'in_transit',
  'customs',
  'out_for_delivery',
  'delivered',
] as const;
export type TrackingStage = (typeof TRACKING_STAGES)[number];

/**
 * Where a shop may ship from: ISO 3166 codes, named in the reader's language by `Intl.DisplayNames`. The places
 * cross-border sellers ship from, not the world: a new one is a line here.
 */
export const SHIP_FROM_COUNTRIES = [
  'CN',
  'HK',
  'TW',
  'JP',
  'KR',
  'TH',
  'VN',
  'ID',
  'MY',
  'SG',
  'PH',
  'IN',
  'TR',
  'AE',
  'FR',
  'DE',
  'IT',
  'ES',
  'PT',
  'NL',
  'BE',
  'GB',
  'IE',
  'DK',
  'SE',
  'AT',
  'CH',
  'PL',
  'US',
  'CA',
  'MX',
  'BR',
  'AU',
  'NZ',
] as const;
export type ShipFromCountry = (typeof SHIP_FROM_COUNTRIES)[number];

/** The shipping module's own validation keys (messages/*.ts). */
export const ShippingV = {
  days: 'validation.days',
  transitOrder: 'validation.transitOrder',
  noZone: 'validation.noZone',
  stageOrText: 'validation.stageOrText',
  eventInFuture: 'validation.eventInFuture',
  eventBeforeShipped: 'validation.eventBeforeShipped',
} as const;

/** The most days any promise counts (handling, transit, returns). */
export const MAX_PROMISE_DAYS = 90;
/** An event's time may run this far ahead of the server's clock (the operator's clock is not ours). */
export const EVENT_CLOCK_SKEW_MS = 5 * 60_000;
