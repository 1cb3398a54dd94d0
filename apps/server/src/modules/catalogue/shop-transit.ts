import { eq, sql } from 'drizzle-orm';
import { DESTINATION_ZONES, type ShipFromCountry, type ShopTransit, type ZoneTransit } from '@tradewind/contract';
import type { Database } from '../../db/client.js';
import { shops, shopTransit } from '../../db/schema/index.js';

/**
 * The zones of the row's shop as one JSON array, read beside the row (a look-up by the table's key), for answers
 * that read shops with other rows (the bag, the checkout's lines). `shops` must be in the query, unaliased.
 */
export const zonesOfShopColumn = sql<ZoneTransit[]>`(select coalesce(jsonb_agg(jsonb_build_object(
  'zone', t.zone, 'min_days', t.min_days, 'max_days', t.max_days)), '[]'::jsonb)
  from ${shopTransit} t where t.shop_id = ${shops.id})`;

/** The shop's own delivery days (decision 021), read beside a row that joins `shops`, as the bag and checkout do. */
export const shopDaysColumns = {
  shipsFrom: shops.shipsFrom,
  handlingDays: shops.handlingDays,
  transitMinDays: shops.transitMinDays,
  transitMaxDays: shops.transitMaxDays,
};

/** Zones in the contract's order (domestic first, then the world's), as every answer lists them. */
export const inZoneOrder = (zones: readonly ZoneTransit[]): ZoneTransit[] =>
  [...zones].sort((a, b) => DESTINATION_ZONES.indexOf(a.zone) - DESTINATION_ZONES.indexOf(b.zone));

/** One shop's zones, in the contract's order. */
export async function zonesOfShop(db: Database, shopId: number): Promise<ZoneTransit[]> {
  const rows = await db
    .select({ zone: shopTransit.zone, min_days: shopTransit.minDays, max_days: shopTransit.maxDays })
    .from(shopTransit)
    .where(eq(shopTransit.shopId, shopId));
  return inZoneOrder(rows);
}

/** A shop's days as the one rule (`daysTo`) reads them, from its columns and its zones. */
export const toShopTransit = (
  shop: { shipsFrom: string | null; handlingDays: number; transitMinDays: number; transitMaxDays: number },
  zones: readonly ZoneTransit[],
): ShopTransit => ({
  ships_from: shop.shipsFrom as ShipFromCountry | null,
  handling_days: shop.handlingDays,
  transit_min_days: shop.transitMinDays,
  transit_max_days: shop.transitMaxDays,
  zones: inZoneOrder(zones),
});
