import { count, desc, eq, ilike, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { ErrorKey, type AdminShop, type ShopSaveBody } from '@tradewind/contract';
import type { Database } from '../../db/client.js';
import { shops } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import type { Page } from '../catalogue/product-list.js';
import { favourableRate } from '../catalogue/cards.js';
import { acceptPictures } from './pictures.js';
import { containing } from '../../db/paging.js';

type ShopRow = typeof shops.$inferSelect;

const productsTotal = sql<number>`(select count(*)::int from products where products.shop_id = shops.id)`;

const toAdminShop = (row: ShopRow, total: number): AdminShop => ({
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
});

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
  return {
    list: rows.map((r) => toAdminShop(r.shop, r.total)),
    total: Number(total?.n ?? 0),
    page: query.page,
    limit: query.limit,
  };
}

export async function adminShop(db: Database, id: number) {
  const [row] = await db.select({ shop: shops, total: productsTotal }).from(shops).where(eq(shops.id, id));
  if (!row) throw new AppError(ErrorKey.NotFound);
  return toAdminShop(row.shop, row.total);
}

/** Creates a shop (no id) or edits its name, description, logo and banner; its counts stay as they are. */
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
    const values = { name: body.name, description: body.description, logo: body.logo, banner: body.banner };
    const [row] = current
      ? await tx.update(shops).set(values).where(eq(shops.id, current.id)).returning({ id: shops.id })
      : await tx.insert(shops).values(values).returning({ id: shops.id });
    return row!.id;
  });
  return adminShop(db, id);
}
