import { count, desc, eq, ilike, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  ErrorKey,
  type AdminShop,
  type ShipFromCountry,
  type ShopSaveBody,
  type ZoneTransit,
} from '@tradewind/contract';
import type { Database } from '../../db/client.js';
import { shops, shopTransit } from '../../db/schema/index.js';
import { inZoneOrder } from '../catalogue/shop-transit.js';
import { AppError } from '../../lib/app-error.js';
import type { Page } from '../catalogue/product-list.js';
import { favourableRate } from '../catalogue/cards.js';
import { acceptPictures } from './pictures.js';
import { containing } from '../../db/paging.js';

type ShopRow = typeof shops.$inferSelect;

const productsTotal = sql<number>`(select count(*)::int from products where products.shop_id = shops.id)`;

const toAdminShop = (row: ShopRow, total: number, zones: ZoneTransit[]): AdminShop => ({
  id: row.id,
  name: row.name,
  description: row.description,
  logo: row.logo,
  banner: row.banner,
  fans: row.fans,
  favourable_rate: favourableRate(row),
  total_sales: row.totalSales,
  product_count: row.productCount,
  products_total: total,
  created_at: row.createdAt.toISOString(),
  ships_from: row.shipsFrom as ShipFromCountry | null,
  zones: inZoneOrder(zones),
  protection_days: row.protectionDays,
});

/** The transit per zone of these shops (decision 042), by shop. */
async function zonesOf(db: Database, shopIds: number[]) {
  const rows = shopIds.length ? await db.select().from(shopTransit).where(inArray(shopTransit.shopId, shopIds)) : [];
  const byShop = new Map<number, ZoneTransit[]>();
  for (const r of rows) {
    byShop.set(r.shopId, [...(byShop.get(r.shopId) ?? []), { zone: r.zone, min_days: r.minDays, max_days: r.maxDays }]);
  }
  return (shopId: number) => byShop.get(shopId) ?? [];
}

/** Shops, newest first; `keyword` matches part of the name. */
export async function adminShops(db: Database, query: Page & { keyword?: string }) {
  const where = query.keyword ? ilike(shops.name, containing(query.keyword)) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select({ shop: shops, total: productsTotal })
      .from(shops)
      .where(where)
      .orderBy(desc(shops.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ n: count() }).from(shops).where(where),
  ]);
  const zones = await zonesOf(
    db,
    rows.map((r) => r.shop.id),
  );
  return {
    list: rows.map((r) => toAdminShop(r.shop, r.total, zones(r.shop.id))),
    total: Number(total?.n ?? 0),
    page: query.page,
    limit: query.limit,
  };
}

export async function adminShop(db: Database, id: number) {
  const [row] = await db.select({ shop: shops, total: productsTotal }).from(shops).where(eq(shops.id, id));
  if (!row) throw new AppError(ErrorKey.NotFound);
  return toAdminShop(row.shop, row.total, (await zonesOf(db, [id]))(id));
}

/**
 * Creates a shop (no id) or edits its name, description, logo and banner, and, when sent, replaces its transit per
 * zone (decision 042; orders already placed keep the days they copied); its counts stay as they are.
 */
export async function saveShop(db: Database, userId: number, body: z.output<typeof ShopSaveBody>) {
  const id = await db.transaction(async (tx) => {
    const [current] =
      body.id === undefined ? [] : await tx.select().from(shops).where(eq(shops.id, body.id)).for('update');
    if (body.id !== undefined && !current) throw new AppError(ErrorKey.NotFound);
    const pictures = [
      { field: 'logo', url: body.logo },
      { field: 'banner', url: body.banner },
    ];
    await acceptPictures(tx, userId, pictures, current ? [current.logo, current.banner] : []);
    const values = {
      name: body.name,
      description: body.description,
      logo: body.logo,
      banner: body.banner,
      ...(body.protection_days === undefined ? {} : { protectionDays: body.protection_days }),
    };
    const [row] = current
      ? await tx.update(shops).set(values).where(eq(shops.id, current.id)).returning({ id: shops.id })
      : await tx.insert(shops).values(values).returning({ id: shops.id });
    if (body.zones) await replaceZones(tx, row!.id, body.zones);
    return row!.id;
  });
  return adminShop(db, id);
}

/** A shop's whole table of zones, as the operator sent it (checked whole by the contract: each zone once). */
async function replaceZones(db: Database, shopId: number, zones: ZoneTransit[]) {
  await db.delete(shopTransit).where(eq(shopTransit.shopId, shopId));
  await db
    .insert(shopTransit)
    .values(zones.map((z) => ({ shopId, zone: z.zone, minDays: z.min_days, maxDays: z.max_days })));
}
