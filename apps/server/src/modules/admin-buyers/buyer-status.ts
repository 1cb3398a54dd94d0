import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import { BuyersV, ErrorKey, Role } from '@tradewind/contract';
import type { Database, Tx } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import { endAllSessions } from '../account/sessions.js';

/** Why a conditional update changed nothing: no such account, an operator's, or already in the asked state. */
async function refusal(tx: Tx, id: number) {
  const [target] = await tx.select({ role: users.role }).from(users).where(eq(users.id, id));
  if (!target) return new AppError(ErrorKey.NotFound);
  if (target.role === Role.Operator) return new AppError(ErrorKey.Forbidden, {}, { id: BuyersV.operatorProtected });
  return new AppError(ErrorKey.Conflict);
}

/**
 * Disables a buyer and ends every session of theirs in the same transaction: their next call is a 401 and
 * login answers ACCOUNT_DISABLED until an operator enables the account again.
 */
export async function disableBuyer(db: Database, id: number, reason: string) {
  await db.transaction(async (tx) => {
    const now = new Date();
    const [changed] = await tx
      .update(users)
      .set({ disabledAt: now, disabledReason: reason, updatedAt: now })
      .where(and(eq(users.id, id), eq(users.role, Role.Buyer), isNull(users.disabledAt)))
      .returning({ id: users.id });
    if (!changed) throw await refusal(tx, id);
    await endAllSessions(tx as unknown as Database, id);
  });
}

export async function enableBuyer(db: Database, id: number) {
  await db.transaction(async (tx) => {
    const [changed] = await tx
      .update(users)
      .set({ disabledAt: null, disabledReason: null, updatedAt: new Date() })
      .where(and(eq(users.id, id), eq(users.role, Role.Buyer), isNotNull(users.disabledAt)))
      .returning({ id: users.id });
    if (!changed) throw await refusal(tx, id);
  });
}
