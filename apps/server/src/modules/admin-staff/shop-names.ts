import { asc, inArray } from 'drizzle-orm';
import { ErrorKey, type StaffShop } from '@tradewind/contract';
import type { Database } from '../../db/client.js';
import { shops } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';

/** The shops of `ids` with their names, by id; a shop since deleted is left out. */
export async function shopsNamed(db: Database, ids: readonly number[]): Promise<StaffShop[]> {
  if (ids.length === 0) return [];
  return db
    .select({ id: shops.id, name: shops.name })
    .from(shops)
    .where(inArray(shops.id, [...ids]))
    .orderBy(asc(shops.id));
}

/** Refuses (400 on `shop_ids`) a list naming a shop that does not exist. */
export async function requireShops(db: Database, ids: readonly number[]): Promise<StaffShop[]> {
  const found = await shopsNamed(db, ids);
  if (found.length !== ids.length) {
    throw new AppError(ErrorKey.Validation, {}, { shop_ids: 'validation.shopUnknown' });
  }
  return found;
}
