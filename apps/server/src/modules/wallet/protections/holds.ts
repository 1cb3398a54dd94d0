import { and, desc, eq, gt } from 'drizzle-orm';
import { ErrorKey, type WithdrawalHold, type WithdrawalHoldReason } from '@tradewind/contract';
import type { Database, Tx } from '../../../db/client.js';
import { withdrawalHolds } from '../../../db/schema/index.js';
import { AppError } from '../../../lib/app-error.js';
import { walletSettingsOf } from '../settings.js';
import { utcMinute } from './time.js';

/**
 * Decision 052 (withdrawal protections): after a security change (a password changed or reset, a payment code
 * changed, a passkey added, a sign-in from a new device) no withdrawal leaves for the operator's time. The one way a
 * hold starts: the caller's transaction writes it with the change itself. Returns when it ends.
 */
export async function startWithdrawalHold(tx: Tx | Database, userId: number, reason: WithdrawalHoldReason) {
  const { holdMinutes } = await walletSettingsOf(tx);
  if (holdMinutes <= 0) return null;
  const until = new Date(Date.now() + holdMinutes * 60_000);
  await tx.insert(withdrawalHolds).values({ userId, reason, until });
  return until;
}

/** The hold in force, if any: the one that ends last. */
export async function activeHold(db: Database | Tx, userId: number): Promise<WithdrawalHold | null> {
  const [row] = await db
    .select({ reason: withdrawalHolds.reason, until: withdrawalHolds.until })
    .from(withdrawalHolds)
    .where(and(eq(withdrawalHolds.userId, userId), gt(withdrawalHolds.until, new Date())))
    .orderBy(desc(withdrawalHolds.until))
    .limit(1);
  return row ? { reason: row.reason, until: row.until.toISOString() } : null;
}

/** WITHDRAW_HELD with the hold's end (UTC, to the minute, in the message) and its reason. */
export async function refuseWhileHeld(db: Database | Tx, userId: number) {
  const hold = await activeHold(db, userId);
  if (hold) throw new AppError(ErrorKey.WithdrawHeld, { until: utcMinute(hold.until), reason: hold.reason });
}
