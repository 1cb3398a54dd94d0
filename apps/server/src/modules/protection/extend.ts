import { and, eq, sql } from 'drizzle-orm';
import { ErrorKey, OrderStatus } from '@tradewind/contract';
import type { Database } from '../../db/client.js';
import { orders, protectionExtensions } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import { protectionSettingsOf } from './settings.js';

/**
 * The buyer extends an order's protection once, before it ends, by the operator's days, with a reason the shop reads
 * on the order (decision 045). The order row is held while it is decided, so two requests at once extend it once:
 * the second finds the first's row and is a 409.
 */
export async function extendProtection(db: Database, userId: number, body: { id: number; reason: string }) {
  const now = new Date();
  await db.transaction(async (tx) => {
    const [order] = await tx
      .select({ status: orders.status, endsAt: orders.protectionEndsAt })
      .from(orders)
      .where(and(eq(orders.id, body.id), eq(orders.userId, userId)))
      .for('update');
    if (!order) throw new AppError(ErrorKey.NotFound);
    const [done] = await tx
      .select({ orderId: protectionExtensions.orderId })
      .from(protectionExtensions)
      .where(eq(protectionExtensions.orderId, body.id));
    if (done) throw new AppError(ErrorKey.ProtectionExtended);
    const running = order.status === OrderStatus.Delivered && order.endsAt !== null && order.endsAt > now;
    if (!running) throw new AppError(ErrorKey.ProtectionEnded);
    const { extensionDays } = await protectionSettingsOf(tx);
    await tx
      .insert(protectionExtensions)
      .values({ orderId: body.id, userId, days: extensionDays, reason: body.reason });
    await tx
      .update(orders)
      .set({ protectionEndsAt: sql`${orders.protectionEndsAt} + make_interval(days => ${extensionDays})` })
      .where(eq(orders.id, body.id));
  });
}
