import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { recentlyViewed } from '../../db/schema/index.js';

/** How long a buyer reloading the product they just viewed writes nothing. */
export const SAME_VIEW_MS = 60_000;
const MAX_BUYERS = 20_000;

/**
 * Marks what a buyer views, for their recently-viewed list. The mark is written before the page is answered, so
 * the list is right at once; what is skipped is only the same buyer viewing the same product again within a
 * minute in this process (a reload, a return from the cart), whose order in the list cannot change by it unless
 * they viewed another product in another process meanwhile. `db` may be the relaxed connection (ADR 022): a crash
 * may lose the last fraction of a second of marks, never a paid order.
 */
export function viewedMarks(db: Database) {
  const last = new Map<number, { productId: number; at: number }>();
  /** This view needs no write: the buyer's last view here was of this product, within the minute. */
  const isMarked = (userId: number, productId: number, now = Date.now()) => {
    const previous = last.get(userId);
    return previous?.productId === productId && now - previous.at < SAME_VIEW_MS;
  };
  const markViewed = async (userId: number, productId: number) => {
    const now = Date.now();
    if (isMarked(userId, productId, now)) return;
    await db
      .insert(recentlyViewed)
      .values({ userId, productId, viewedAt: sql`now()` })
      .onConflictDoUpdate({
        target: [recentlyViewed.userId, recentlyViewed.productId],
        // The database's clock for both: a first view stamped by it (microseconds) and a later one by this
        // process (milliseconds) could sort the later one first.
        set: { viewedAt: sql`now()` },
      });
    last.delete(userId);
    last.set(userId, { productId, at: now });
    if (last.size > MAX_BUYERS) last.delete(last.keys().next().value!);
  };
  return Object.assign(markViewed, { isMarked });
}
