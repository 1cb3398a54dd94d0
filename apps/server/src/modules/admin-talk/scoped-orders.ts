import { and, eq, sql } from 'drizzle-orm';
import { ErrorKey } from '@tradewind/contract';
import type { Database } from '../../db/client.js';
import { orderMessages, orders } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import { assertInScope, type ConsoleScope } from '../admin-session/console-scope.js';
import { orderColumns, type TalkOrder } from '../talk/conversations.js';

/** An order the console session may see: any for an operator, their shops' for staff (404 otherwise). */
export async function orderInScope(db: Database, scope: ConsoleScope, orderId: number): Promise<TalkOrder> {
  const [order] = await db.select(orderColumns).from(orders).where(eq(orders.id, orderId));
  if (!order) throw new AppError(ErrorKey.NotFound);
  assertInScope(scope, order.shopId);
  return order;
}

/** The platform hides a message, with the reason the buyer reads in its place; once. */
export async function hideMessage(db: Database, operatorId: number, id: number, reason: string) {
  const [row] = await db
    .update(orderMessages)
    .set({ hiddenAt: new Date(), hiddenReason: reason, hiddenBy: operatorId })
    .where(and(eq(orderMessages.id, id), sql`${orderMessages.hiddenAt} is null`))
    .returning({ id: orderMessages.id, orderId: orderMessages.orderId });
  if (row) return row;
  const [exists] = await db.select({ id: orderMessages.id }).from(orderMessages).where(eq(orderMessages.id, id));
  throw new AppError(exists ? ErrorKey.AlreadyDecided : ErrorKey.NotFound);
}
