import { and, asc, eq, isNull } from 'drizzle-orm';
import {
  ErrorKey,
  centsToDecimal,
  leastWithdrawalCents,
  serviceCharge,
  type SavedAccount,
  type WithdrawBody,
  referenceOf,
} from '@tradewind/contract';
import type { z } from 'zod';
import type { Database, Tx } from '../../db/client.js';
import { networks, users, withdrawAccounts, withdrawals } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import { maskCard, type SecretBox } from '../../lib/secret-box.js';
import { notify } from '../notifications/service.js';
import { moveBalance } from './ledger.js';
import type { VerifiedPayout } from './chain-payout.js';
import { pgCode, PG_UNIQUE_VIOLATION } from '../../db/pg-error.js';
import { maskAddress, toWithdrawalRecord } from './records.js';
import { enabledNetworks, toSettingsData, walletSettingsOf } from './settings.js';
import { activeHold, refuseWhileHeld } from './protections/holds.js';
import { destinationFor } from './protections/destinations.js';
import { lockBuyerAndCountToday, refuseAboveLimits, takenToday } from './protections/limits.js';

export type ParsedWithdraw = z.output<typeof WithdrawBody>;

/** What the withdraw screen needs: balance, fee rule, minimum, networks, saved accounts, a hold, the limits. */
export async function withdrawInfo(db: Database, userId: number) {
  const [[user], settings, list, accounts, hold, taken] = await Promise.all([
    db.select({ balance: users.balanceCents, payHash: users.payPasswordHash }).from(users).where(eq(users.id, userId)),
    walletSettingsOf(db),
    enabledNetworks(db),
    savedAccounts(db, userId),
    activeHold(db, userId),
    takenToday(db, userId),
  ]);
  return {
    balance_cents: user!.balance,
    ...toSettingsData(settings),
    min_cents: leastWithdrawalCents(settings.withdrawMinCents, settings.feeMinCents),
    networks: list,
    accounts,
    has_pay_password: user!.payHash !== null,
    hold,
    max_cents: settings.withdrawMaxCents,
    daily_left_cents: Math.max(0, settings.dailyMaxCents - taken),
  };
}

/** The address book: a card masked, an address whole (the screen sets its ends apart), and when each is usable. */
export async function savedAccounts(db: Database, userId: number): Promise<SavedAccount[]> {
  const rows = await db
    .select({ account: withdrawAccounts, networkName: networks.name })
    .from(withdrawAccounts)
    .leftJoin(networks, eq(networks.id, withdrawAccounts.networkId))
    .where(eq(withdrawAccounts.userId, userId))
    .orderBy(asc(withdrawAccounts.id));
  const now = Date.now();
  return rows.map(({ account: a, networkName }) => ({
    id: a.id,
    type: a.type,
    label:
      a.type === 'bank' ? `${a.bankName} ${maskCard(a.cardLast4)}` : `${networkName ?? ''} ${maskAddress(a.address)}`,
    bank_name: a.bankName,
    holder: a.holder,
    masked: a.type === 'bank' ? maskCard(a.cardLast4) : maskAddress(a.address),
    network_id: a.networkId,
    address: a.address,
    usable_at: a.usableAt.toISOString(),
    usable: a.usableAt.getTime() <= now,
  }));
}

export async function deleteSavedAccount(db: Database, userId: number, id: number) {
  const deleted = await db
    .delete(withdrawAccounts)
    .where(and(eq(withdrawAccounts.id, id), eq(withdrawAccounts.userId, userId)))
    .returning({ id: withdrawAccounts.id });
  if (deleted.length === 0) throw new AppError(ErrorKey.NotFound);
}

/**
 * Refusals that need no payment code, checked before it is asked (so a withdrawal that cannot succeed does not
 * spend one of the five tries); the transaction checks them again, the buyer's row locked.
 */
export async function precheckWithdrawal(db: Database, userId: number, body: ParsedWithdraw, box: SecretBox) {
  const [settings, [user]] = await Promise.all([
    walletSettingsOf(db),
    db.select({ balance: users.balanceCents }).from(users).where(eq(users.id, userId)),
  ]);
  if (body.amount < settings.withdrawMinCents) {
    throw new AppError(ErrorKey.WithdrawBelowMin, { min: centsToDecimal(settings.withdrawMinCents) });
  }
  await destinationFor(db, userId, body, box);
  await refuseWhileHeld(db, userId);
  refuseAboveLimits(settings, await takenToday(db, userId), body.amount);
  if (!user || user.balance < body.amount) throw new AppError(ErrorKey.InsufficientBalance);
}

/**
 * docs/architecture.md §4: the amount leaves the balance at once (a conditional debit and its ledger row); the service charge
 * gives the actual arrival. The payment code was checked before this runs (under the lockout). Decision 052
 * (withdrawal protections): the hold and the destination are checked, then the buyer's row is locked with the 24
 * hours' sum read in the same statement, and the limits checked; a refusal writes nothing.
 */
export async function createWithdrawal(tx: Tx, userId: number, body: ParsedWithdraw, box: SecretBox) {
  const settings = await walletSettingsOf(tx);
  const least = leastWithdrawalCents(settings.withdrawMinCents, settings.feeMinCents);
  if (body.amount < least) throw new AppError(ErrorKey.WithdrawBelowMin, { min: centsToDecimal(least) });
  await refuseWhileHeld(tx, userId);
  const { account, network } = await destinationFor(tx, userId, body, box);
  refuseAboveLimits(settings, await lockBuyerAndCountToday(tx, userId), body.amount);
  const feeCents = serviceCharge(body.amount, settings.feeRateBps, settings.feeMinCents);
  // Only what the address book holds is paid to: the saved card's number, the saved address.
  const destination: Partial<typeof withdrawals.$inferInsert> =
    account.type === 'bank'
      ? {
          bankName: account.bankName,
          cardCipher: account.cardCipher,
          cardLast4: account.cardLast4,
          holder: account.holder,
        }
      : { networkId: network!.id, networkName: network!.name, networkToken: network!.token, address: account.address };
  const [row] = await tx
    .insert(withdrawals)
    .values({
      userId,
      type: account.type,
      amountCents: body.amount,
      feeCents,
      arrivalCents: body.amount - feeCents,
      ...destination,
    })
    .returning();
  await moveBalance(tx, userId, -body.amount, { type: 'withdraw', reference: referenceOf('withdrawal', [row!.id]) });
  return toWithdrawalRecord(row!);
}

async function unlessUsed<T>(write: () => Promise<T>) {
  try {
    return await write();
  } catch (error) {
    if (pgCode(error) === PG_UNIQUE_VIOLATION)
      throw new AppError(ErrorKey.ChainTxUsed, {}, { tx_hash: `error.${ErrorKey.ChainTxUsed}` });
    throw error;
  }
}

async function claim(tx: Tx, id: number, set: Partial<typeof withdrawals.$inferInsert>) {
  const [row] = await tx
    .update(withdrawals)
    .set({ ...set, decidedAt: new Date() })
    .where(and(eq(withdrawals.id, id), eq(withdrawals.status, 0)))
    .returning();
  if (row) return row;
  const [exists] = await tx.select({ id: withdrawals.id }).from(withdrawals).where(eq(withdrawals.id, id));
  throw new AppError(exists ? ErrorKey.AlreadyDecided : ErrorKey.NotFound);
}

/**
 * Passes a withdrawal; an on-chain one on a verified network carries its checked payout (chain-payout.ts). One payout
 * transfer pays one withdrawal: the unique index withdrawals_chain_transfer_unique refuses it a second time. Above
 * the operator's amount it needs a first approval by another operator (firstApproval), checked here on the locked row.
 */
export async function passWithdrawal(tx: Tx, operatorId: number, id: number, payout?: VerifiedPayout) {
  const [current] = await tx.select().from(withdrawals).where(eq(withdrawals.id, id)).for('update');
  if (current && current.status === 0 && (await needsTwo(tx, current))) {
    if (current.firstApprovedBy === null) throw new AppError(ErrorKey.Conflict);
    if (current.firstApprovedBy === operatorId) throw new AppError(ErrorKey.SameApprover);
  }
  const row = await unlessUsed(() => claim(tx, id, { status: 1, decidedBy: operatorId, ...payout }));
  await notify(tx, row.userId, 'withdraw_passed', {
    amount_cents: row.amountCents,
    arrival_cents: row.arrivalCents,
    id: row.id,
  });
  return toWithdrawalRecord(row);
}

async function needsTwo(db: Database | Tx, row: { amountCents: number; firstApprovedBy: number | null }) {
  if (row.firstApprovedBy !== null) return true;
  return row.amountCents > (await walletSettingsOf(db)).dualApprovalCents;
}

/**
 * Two-person approval (maker-checker, decision 052): a withdrawal above the operator's amount is first approved by one
 * operator, which moves nothing and is recorded; the second approval, by another, passes it. Answers the record when
 * this call was the first approval, undefined when the withdrawal is ready to pass; the same operator twice is refused.
 */
export async function firstApproval(db: Database, operatorId: number, id: number) {
  const [row] = await db.select().from(withdrawals).where(eq(withdrawals.id, id));
  if (!row) throw new AppError(ErrorKey.NotFound);
  if (row.status !== 0) throw new AppError(ErrorKey.AlreadyDecided);
  if (!(await needsTwo(db, row))) return undefined;
  if (row.firstApprovedBy === operatorId) throw new AppError(ErrorKey.SameApprover);
  if (row.firstApprovedBy !== null) return undefined;
  const [first] = await db
    .update(withdrawals)
    .set({ firstApprovedBy: operatorId, firstApprovedAt: new Date() })
    .where(and(eq(withdrawals.id, id), eq(withdrawals.status, 0), isNull(withdrawals.firstApprovedBy)))
    .returning();
  // Another operator's first approval landed meanwhile: this one is the second.
  return first ? toWithdrawalRecord(first) : undefined;
}

/** A refusal gives the whole amount back through the ledger. */
export async function refuseWithdrawal(tx: Tx, operatorId: number, id: number, reason: string) {
  const row = await claim(tx, id, { status: 2, refuseReason: reason, decidedBy: operatorId });
  await moveBalance(tx, row.userId, row.amountCents, {
    type: 'withdraw_return',
    reference: referenceOf('withdrawal', [row.id]),
    createdBy: operatorId,
  });
  await notify(tx, row.userId, 'withdraw_refused', { amount_cents: row.amountCents, reason, id: row.id });
  return toWithdrawalRecord(row);
}
