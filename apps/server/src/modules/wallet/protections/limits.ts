import { and, eq, gt, ne, sql } from 'drizzle-orm';
import { centsToDecimal, ErrorKey, WithdrawalLimitsBody as Body } from '@tradewind/contract';
import type { z } from 'zod';
import type { Database, Tx } from '../../../db/client.js';
import { users, walletSettings, withdrawals } from '../../../db/schema/index.js';
import { AppError } from '../../../lib/app-error.js';
import { DEFAULT_WALLET_SETTINGS, walletSettingsOf, type WalletSettingsRow } from '../settings.js';

const DAY_MS = 24 * 60 * 60 * 1000;

export const toLimitsData = (s: WalletSettingsRow) => ({
  destination_wait_minutes: s.destinationWaitMinutes,
  hold_minutes: s.holdMinutes,
  max_cents: s.withdrawMaxCents,
  daily_max_cents: s.dailyMaxCents,
  dual_approval_cents: s.dualApprovalCents,
});

export async function saveWithdrawalLimits(db: Database, operatorId: number, next: z.output<typeof Body>) {
  const values = {
    destinationWaitMinutes: next.destination_wait_minutes,
    holdMinutes: next.hold_minutes,
    withdrawMaxCents: next.max,
    dailyMaxCents: next.daily_max,
    dualApprovalCents: next.dual_approval,
    updatedBy: operatorId,
    updatedAt: new Date(),
  };
  const { feeRateBps, feeMinCents, withdrawMinCents } = DEFAULT_WALLET_SETTINGS;
  await db
    .insert(walletSettings)
    .values({ id: 1, feeRateBps, feeMinCents, withdrawMinCents, ...values })
    .onConflictDoUpdate({ target: walletSettings.id, set: values });
  return toLimitsData(await walletSettingsOf(db));
}

/** What the buyer's withdrawals not refused took in the last 24 hours (a refused one gave its amount back). */
export async function takenToday(db: Database | Tx, userId: number) {
  const [row] = await db
    .select({ total: sql<string | null>`sum(${withdrawals.amountCents})` })
    .from(withdrawals)
    .where(
      and(
        eq(withdrawals.userId, userId),
        ne(withdrawals.status, 2),
        gt(withdrawals.createdAt, new Date(Date.now() - DAY_MS)),
      ),
    );
  return Number(row?.total ?? 0);
}

/**
 * The per-withdrawal and rolling 24-hour limits. Inside the withdrawal's transaction the buyer's row is locked
 * (`lockBuyerAndCountToday`), so parallel withdrawals of one buyer count one after another and the sum cannot be passed
 * by racing (decision 052, withdrawal protections).
 */
export function refuseAboveLimits(settings: WalletSettingsRow, taken: number, amountCents: number) {
  if (amountCents > settings.withdrawMaxCents) {
    throw new AppError(ErrorKey.WithdrawAboveMax, { max: centsToDecimal(settings.withdrawMaxCents) });
  }
  const left = Math.max(0, settings.dailyMaxCents - taken);
  if (amountCents > left) throw new AppError(ErrorKey.WithdrawDailyLimit, { left: centsToDecimal(left) });
}

/**
 * Locks the buyer's row to the end of the transaction, then answers what their withdrawals took in the last 24
 * hours: one withdrawal of theirs at a time counts its limits, the lock held only for the sum, the insert and the
 * debit. The sum is its own statement on purpose: under READ COMMITTED a statement that waited for the lock still
 * reads with the snapshot it started with, so a sum beside the lock would miss the withdrawal it waited for.
 */
export async function lockBuyerAndCountToday(tx: Tx, userId: number) {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  return takenToday(tx, userId);
}
