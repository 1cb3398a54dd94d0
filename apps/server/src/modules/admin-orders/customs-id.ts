import { desc, eq, sql } from 'drizzle-orm';
import { ErrorKey, type AdminOrderDetail, type CustomsIdReveal, type CustomsIdRevealData } from '@tradewind/contract';
import type { Database, Tx } from '../../db/client.js';
import { customsIdReveals, orders, users } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import type { SecretBox } from '../../lib/secret-box.js';
import { orderDetail } from '../orders/views.js';

/** Who has revealed an order's customs ID in full, newest first. */
async function revealsOf(db: Database | Tx, orderId: number): Promise<CustomsIdReveal[]> {
  const rows = await db
    .select({ operatorId: customsIdReveals.operatorId, operator: users.account, at: customsIdReveals.revealedAt })
    .from(customsIdReveals)
    .innerJoin(users, eq(users.id, customsIdReveals.operatorId))
    .where(eq(customsIdReveals.orderId, orderId))
    .orderBy(desc(customsIdReveals.revealedAt), desc(customsIdReveals.id));
  return rows.map((row) => ({
    operator_id: row.operatorId,
    operator: row.operator,
    revealed_at: row.at.toISOString(),
  }));
}

/**
 * An order as the operator ships it (decision 041): its recipient's customs ID masked, as the buyer sees it, and
 * who has revealed it in full and when. The full ID comes only from `revealCustomsId`.
 */
export async function adminOrderDetail(db: Database, id: number): Promise<AdminOrderDetail> {
  const [detail, reveals] = await Promise.all([orderDetail(db, id), revealsOf(db, id)]);
  return { ...detail, customs_id_reveals: reveals };
}

/**
 * The order's customs ID in full, for the parcel's declaration: the one place the whole ID leaves the server. Each
 * call records who looked and when, in the same transaction as the ID is opened, so no one sees it unrecorded; an
 * order without one (or no such order) is not found and records nothing. Neither the ID nor the row is logged.
 */
export async function revealCustomsId(
  db: Database,
  box: SecretBox,
  operatorId: number,
  orderId: number,
): Promise<CustomsIdRevealData> {
  return db.transaction(async (tx) => {
    const [sealed] = await tx
      .select({ cipher: sql<string | null>`${orders.address}->>'customs_id_cipher'` })
      .from(orders)
      .where(eq(orders.id, orderId));
    if (!sealed?.cipher) throw new AppError(ErrorKey.NotFound);
    const customsId = box.open(sealed.cipher);
    await tx.insert(customsIdReveals).values({ orderId, operatorId });
    return { customs_id: customsId, reveals: await revealsOf(tx, orderId) };
  });
}
