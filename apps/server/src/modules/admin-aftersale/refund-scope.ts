import { eq } from 'drizzle-orm';
import { ErrorKey } from '@tradewind/contract';
import type { Database } from '../../db/client.js';
import { orders, refunds } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import { assertInScope, type ConsoleScope } from '../admin-session/console-scope.js';

/** 404 for a refund that does not exist or whose order's shop is outside the console session's scope. */
export async function assertRefundInScope(db: Database, scope: ConsoleScope, refundId: number): Promise<void> {
  if (scope.kind === 'platform') return;
  const [row] = await db
    .select({ shopId: orders.shopId })
    .from(refunds)
    .innerJoin(orders, eq(orders.id, refunds.orderId))
    .where(eq(refunds.id, refundId));
  if (!row) throw new AppError(ErrorKey.NotFound);
  assertInScope(scope, row.shopId);
}
