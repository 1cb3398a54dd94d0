import {
  daysFromOrder,
  type ShipFromCountry,
  type ShippingCard,
  type ShippingPromise,
  type ZoneTransit,
} from '@tradewind/contract';
import { freightRules, shops } from '../../db/schema/index.js';
import { inZoneOrder, zonesOfShopColumn } from './shop-transit.js';

/** The columns a card's shipping line needs, beside the card's own (shops is joined, freight_rules left-joined). */
export const shippingColumns = {
  freightBaseCents: freightRules.baseCents,
  freightFreeOverCents: freightRules.freeOverCents,
  shipsFrom: shops.shipsFrom,
  handlingDays: shops.handlingDays,
  transitMinDays: shops.transitMinDays,
  transitMaxDays: shops.transitMaxDays,
  /** The shop's zones, by the table's key beside each card (decision 042: a card's window is to the buyer's country). */
  zones: zonesOfShopColumn,
};

export type ShippingRow = {
  freightBaseCents: number | null;
  freightFreeOverCents: number | null;
  shipsFrom: string | null;
  handlingDays: number;
  transitMinDays: number;
  transitMaxDays: number;
  zones: ZoneTransit[];
};

/** A shop without a freight rule ships free (docs/architecture.md §5). */
export const toShippingCard = (row: ShippingRow): ShippingCard => {
  const days = daysFromOrder({
    handling_days: row.handlingDays,
    transit_min_days: row.transitMinDays,
    transit_max_days: row.transitMaxDays,
  });
  return {
    base_cents: row.freightBaseCents ?? 0,
    free_over_cents: row.freightBaseCents === null ? null : row.freightFreeOverCents,
    ships_from: row.shipsFrom as ShipFromCountry | null,
    min_days: days.min,
    max_days: days.max,
    handling_days: row.handlingDays,
    zones: inZoneOrder(row.zones),
  };
};

/** The shop's delivery promise as the operator keeps it. */
export const toShopDelivery = (shop: typeof shops.$inferSelect) => ({
  ships_from: shop.shipsFrom as ShipFromCountry | null,
  ships_from_city: shop.shipsFromCity,
  handling_days: shop.handlingDays,
  transit_min_days: shop.transitMinDays,
  transit_max_days: shop.transitMaxDays,
  return_days: shop.returnDays,
});

/** The product page's promise: the card's, with the city, the days, the transit per zone and the returns. */
export const toShippingPromise = (
  shop: typeof shops.$inferSelect,
  freight: { baseCents: number; freeOverCents: number | null } | null,
  zones: ZoneTransit[],
): ShippingPromise => ({
  ...toShippingCard({
    ...shop,
    freightBaseCents: freight?.baseCents ?? null,
    freightFreeOverCents: freight?.freeOverCents ?? null,
    zones,
  }),
  ...toShopDelivery(shop),
});
