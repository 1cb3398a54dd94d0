import { and, asc, eq, like, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import {
  addresses,
  checkouts,
  ledgerEntries,
  logisticsEvents,
  notifications,
  orders,
  reviews,
  users,
} from '../../db/schema/index.js';
import type { PlacedOrder } from './orders.js';
import { startProtection } from '../../modules/protection/clock.js';

export interface ShopperTimes {
  id: number;
  registered: Date;
  funded: Date;
}

const MINUTE = 60_000;

/**
 * The one direct write of the seeding, and only of timestamps: everything was done now through the API, and is
 * moved back to when it "happened", so the dashboard's 30-day chart has a shape and each record reads in order
 * (registered, funded, ordered, paid, shipped, scanned, received, reviewed). Money, states and stock are untouched.
 * Unpaid orders keep their real times, so the payment timeout treats them as it would any other.
 */
export async function backdate(db: Database, shoppers: ShopperTimes[], placed: PlacedOrder[]) {
  await db.transaction(async (tx) => {
    for (const s of shoppers) {
      await tx.update(users).set({ createdAt: s.registered }).where(eq(users.id, s.id));
      await tx
        .update(addresses)
        .set({ createdAt: new Date(s.registered.getTime() + 5 * MINUTE) })
        .where(eq(addresses.userId, s.id));
      await tx
        .update(ledgerEntries)
        .set({ createdAt: s.funded })
        .where(and(eq(ledgerEntries.userId, s.id), eq(ledgerEntries.type, 'adjust')));
      await tx
        .update(notifications)
        .set({ createdAt: s.funded })
        .where(and(eq(notifications.userId, s.id), eq(notifications.kind, 'balance_adjusted')));
    }

    for (const order of placed) {
      const { created, shipping, received, completed } = order.plan;
      if (!order.paid) continue;
      const [row] = await tx
        .update(orders)
        .set({
          createdAt: created,
          payDeadline: new Date(created.getTime() + 30 * MINUTE),
          paidAt: order.paid,
          shippedAt: shipping?.shipped,
          receivedAt: received,
          completedAt: completed,
        })
        .where(eq(orders.id, order.id))
        .returning({ checkoutId: orders.checkoutId });
      await tx.update(checkouts).set({ createdAt: created }).where(eq(checkouts.id, row!.checkoutId));
      await tx
        .update(ledgerEntries)
        .set({ createdAt: order.paid })
        .where(
          and(
            eq(ledgerEntries.userId, order.shopper.id),
            eq(ledgerEntries.type, 'payment'),
            like(ledgerEntries.reference, `%${order.sn}%`),
          ),
        );
      if (!shipping) continue;
      await startProtection(tx, order.id, shipping.shipped);
      const events = await tx
        .select({ id: logisticsEvents.id })
        .from(logisticsEvents)
        .where(eq(logisticsEvents.orderId, order.id))
        .orderBy(asc(logisticsEvents.id));
      for (const [i, event] of events.entries()) {
        const at = i === 0 ? shipping.shipped : (shipping.scans[i - 1]?.when ?? shipping.shipped);
        await tx.update(logisticsEvents).set({ createdAt: at, happenedAt: at }).where(eq(logisticsEvents.id, event.id));
      }
      await tx
        .update(notifications)
        .set({ createdAt: shipping.shipped })
        .where(
          and(
            eq(notifications.userId, order.shopper.id),
            eq(notifications.kind, 'order_shipped'),
            sql`${notifications.params}->>'order_id' = ${String(order.id)}`,
          ),
        );
      if (completed) await tx.update(reviews).set({ createdAt: completed }).where(eq(reviews.orderId, order.id));
    }
  });
}
