import { and, eq, inArray } from 'drizzle-orm';
import type { NotificationItem } from '@tradewind/contract';
import type { Database } from '../../db/client.js';
import { orders } from '../../db/schema/index.js';

/**
 * Notifications about one order (its paid cancellation, its refund) with that order's rate of its moment (decision
 * 039), so the app estimates their amounts as it does the order's, not at today's rate; as the wallet's records
 * (wallet/entry-rates.ts). Others, and those about an order placed in dollars, are left as they are. One look-up
 * by key for a page; only the reader's own orders are read.
 */
export async function withOrderRates(
  db: Database,
  userId: number,
  items: NotificationItem[],
): Promise<NotificationItem[]> {
  const orderIds = new Set<number>();
  for (const item of items) {
    const id = item.params.order_id;
    if (typeof id === 'number' && Number.isSafeInteger(id) && id > 0) orderIds.add(id);
  }
  if (orderIds.size === 0) return items;
  const rows = await db
    .select({ id: orders.id, fx: orders.fx })
    .from(orders)
    .where(and(eq(orders.userId, userId), inArray(orders.id, [...orderIds])));
  const rateOf = new Map(rows.map((row) => [row.id, row.fx]));
  return items.map((item) => {
    const fx = rateOf.get(item.params.order_id as number);
    return fx ? { ...item, fx } : item;
  });
}
