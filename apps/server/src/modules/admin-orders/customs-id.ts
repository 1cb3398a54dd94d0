import { eq, sql } from 'drizzle-orm';
import type { AdminOrderDetail } from '@tradewind/contract';
import type { Database } from '../../db/client.js';
import { orders } from '../../db/schema/index.js';
import type { SecretBox } from '../../lib/secret-box.js';
import { orderDetail } from '../orders/views.js';

/**
 * An order as the operator ships it: its recipient's customs ID opened, in full, for the parcel's declaration
 * (decision 041). The only place the whole ID leaves the server; the buyer's own views carry it masked.
 */
export async function adminOrderDetail(db: Database, box: SecretBox, id: number): Promise<AdminOrderDetail> {
  const [detail, [sealed]] = await Promise.all([
    orderDetail(db, id),
    db
      .select({ cipher: sql<string | null>`${orders.address}->>'customs_id_cipher'` })
      .from(orders)
      .where(eq(orders.id, id)),
  ]);
  const cipher = sealed?.cipher ?? null;
  return { ...detail, address: { ...detail.address, customs_id: cipher === null ? null : box.open(cipher) } };
}
