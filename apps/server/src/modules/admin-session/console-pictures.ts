import { and, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { orders, refunds } from '../../db/schema/index.js';
import { inScope, type ConsoleScope } from './console-scope.js';

/**
 * Whether a console session may see a buyer's private picture (`/uploads/private/…`): an operator every one; a shop's
 * staff the proofs of their shops' refunds. Evidence a shop's staff must read elsewhere (a case, a conversation) is
 * added here as one more `exists`.
 */
export async function mayReadPrivatePicture(db: Database, scope: ConsoleScope, path: string): Promise<boolean> {
  if (scope.kind === 'platform') return true;
  const [found] = await db
    .select({ id: refunds.id })
    .from(refunds)
    .innerJoin(orders, sql`${orders.id} = ${refunds.orderId}`)
    .where(and(inScope(scope, orders.shopId), sql`${refunds.proofs} @> array[${path}]::text[]`))
    .limit(1);
  return found !== undefined;
}
