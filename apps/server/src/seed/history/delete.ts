import { inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import {
  addresses,
  checkouts,
  ledgerEntries,
  logisticsEvents,
  orderLines,
  orders,
  reviews,
  sessions,
  users,
} from '../../db/schema/index.js';
import { PAST_SHOPPER_ACCOUNTS } from './past-shoppers.js';

/**
 * The catalogue's past goes with the catalogue it belongs to (`npm run seed -- --force`): the past shoppers and all
 * they left, their ledgers included: they are demo accounts nobody signs in to, and the shop's real buyers are not
 * touched. Children before parents, in the caller's transaction.
 */
export async function deleteHistory(db: Database) {
  const past = db
    .select({ id: users.id })
    .from(users)
    .where(inArray(sql`lower(${users.account})`, [...PAST_SHOPPER_ACCOUNTS]));
  const theirOrders = db.select({ id: orders.id }).from(orders).where(inArray(orders.userId, past));
  await db.delete(reviews).where(inArray(reviews.userId, past));
  await db.delete(orderLines).where(inArray(orderLines.orderId, theirOrders));
  await db.delete(logisticsEvents).where(inArray(logisticsEvents.orderId, theirOrders));
  await db.delete(orders).where(inArray(orders.userId, past));
  await db.delete(checkouts).where(inArray(checkouts.userId, past));
  for (const table of [ledgerEntries, addresses, sessions]) await db.delete(table).where(inArray(table.userId, past));
  await db.delete(users).where(inArray(users.id, past));
}
