import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/client.js';
import type { ConsoleScope } from './console-scope.js';

/**
 * Whether a console session may see a buyer's private picture (`/uploads/private/…`, decision 036): an operator every
 * one; a shop's staff their own uploads and the evidence of their shops — refund proofs, pictures sent in an order's
 * conversation (decision 047), a case's pictures (decision 044) — in one statement. Evidence of another kind is one
 * more `exists` here.
 */
export async function mayReadPrivatePicture(
  db: Database,
  scope: ConsoleScope,
  userId: number,
  path: string,
): Promise<boolean> {
  if (scope.kind === 'platform') return true;
  // No shops: a list no shop is in (IN () is not SQL).
  const shops = scope.shopIds.length > 0 ? [...scope.shopIds] : [-1];
  const rows = await queryRows<{ ok: number }>(
    db,
    sql`select 1 as ok where
      exists (select 1 from uploads u where u.user_id = ${userId} and u.path = ${path})
      or exists (select 1 from refunds r join orders o on o.id = r.order_id
                 where o.shop_id in ${shops} and r.proofs @> array[${path}]::text[])
      or exists (select 1 from order_messages m join order_conversations c on c.order_id = m.order_id
                 where c.shop_id in ${shops} and ${path} = any(m.pictures))
      or exists (select 1 from dispute_events e join disputes d on d.id = e.dispute_id
                 where d.shop_id in ${shops} and ${path} = any(e.pictures))`,
  );
  return rows.length > 0;
}
