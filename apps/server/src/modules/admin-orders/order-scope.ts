import { eq } from 'drizzle-orm';
import { ErrorKey } from '@tradewind/contract';
import type { Database } from '../../db/client.js';
import { orders } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import { assertInScope, type ConsoleScope } from '../admin-session/console-scope.js';

/** 404 for an order that does not exist or that belongs to a shop outside the console session's scope. */
export async function assertOrderInScope(db: Database, scope: ConsoleScope, orderId: number): Promise<void> {
  if (scope.kind === 'platform') return;
  const [row] = await db.select({ shopId: orders.shopId }).from(orders).where(eq(orders.id, orderId));
  if (!row) throw new AppError(ErrorKey.NotFound);
  assertInScope(scope, row.shopId);
}
