import { and, asc, eq } from 'drizzle-orm';
import {
  ErrorKey,
  centsToDecimal,
  leastWithdrawalCents,
  serviceCharge,
  type SavedAccount,
  type WithdrawBody,
  referenceOf,
} from '@tradewind/contract';
import { addressError } from '@tradewind/contract/address-check';
import type { z } from 'zod';
import type { Database, Tx } from '../../db/client.js';
import { networks, users, withdrawAccounts, withdrawals } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import { maskCard, type SecretBox } from '../../lib/secret-box.js';
import { sha256 } from '../../lib/secrets.js';
import { notify } from '../notifications/service.js';
import { moveBalance } from './ledger.js';
import type { VerifiedPayout } from './chain-payout.js';
import { pgCode, PG_UNIQUE_VIOLATION } from '../../db/pg-error.js';
import { maskAddress, toWithdrawalRecord } from './records.js';
import { enabledNetwork, enabledNetworks, toSettingsData, walletSettingsOf } from './settings.js';

export type ParsedWithdraw = z.output<typeof WithdrawBody>;

/** What the withdraw screen needs: balance, fee rule, minimum, networks, saved accounts. */
export async function withdrawInfo(db: Database, userId: number) {
  const [[user], settings, list, accounts] = await Promise.all([
    db.select({ balance: users.balanceCents, payHash: users.payPasswordHash }).from(users).where(eq(users.id, userId)),
    walletSettingsOf(db),
    enabledNetworks(db),
    savedAccounts(db, userId),
  ]);
  return {
    balance_cents: user!.balance,
    ...toSettingsData(settings),
    min_cents: leastWithdrawalCents(settings.withdrawMinCents, settings.feeMinCents),
    networks: list,
    accounts,
    has_pay_password: user!.payHash !== null,
  };
}

export async function savedAccounts(db: Database, userId: number): Promise<SavedAccount[]> {
  const rows = await db
    .select({ account: withdrawAccounts, networkName: networks.name })
    .from(withdrawAccounts)
    .leftJoin(networks, eq(networks.id, withdrawAccounts.networkId))
    .where(eq(withdrawAccounts.userId, userId))
    .orderBy(asc(withdrawAccounts.id));
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
 * The network of an on-chain withdrawal, enabled, with an address written as its addresses are (address-check.ts):
 * anything else is a 400 on its field, before anything is held.
 */
async function chainNetworkFor(db: Database | Tx, body: Extract<ParsedWithdraw, { type: 'chain' }>) {
  const network = await enabledNetwork(db, body.network_id);
  if (!network) throw new AppError(ErrorKey.Validation, {}, { network_id: 'validation.network' });
  const wrong = addressError(network.addressFormat, body.address);
  if (wrong) throw new AppError(ErrorKey.Validation, {}, { address: wrong });
  return network;
}

/**
 * Refusals that need no payment code, checked before it is asked (so a withdrawal that cannot succeed does not
 * spend one of the five tries); the transaction checks them again.
 */
export async function precheckWithdrawal(db: Database, userId: number, body: ParsedWithdraw) {
  const [settings, [user]] = await Promise.all([
    walletSettingsOf(db),
    db.select({ balance: users.balanceCents }).from(users).where(eq(users.id, userId)),
    body.type === 'chain' ? chainNetworkFor(db, body) : undefined,
  ]);
  if (body.amount < settings.withdrawMinCents) {
    throw new AppError(ErrorKey.WithdrawBelowMin, { min: centsToDecimal(settings.withdrawMinCents) });
  }
  if (!user || user.balance < body.amount) throw new AppError(ErrorKey.InsufficientBalance);
}

/**
 * docs/architecture.md §4: the amount leaves the balance at once (a conditional debit and its ledger row); the service charge
 * gives the actual arrival. The payment code was checked before this runs (under the lockout).
 */
export async function createWithdrawal(tx: Tx, userId: number, body: ParsedWithdraw, box: SecretBox) {
  const settings = await walletSettingsOf(tx);
  const least = leastWithdrawalCents(settings.withdrawMinCents, settings.feeMinCents);
  if (body.amount < least) throw new AppError(ErrorKey.WithdrawBelowMin, { min: centsToDecimal(least) });
  const feeCents = serviceCharge(body.amount, settings.feeRateBps, settings.feeMinCents);
  let destination: Partial<typeof withdrawals.$inferInsert>;
  let fingerprint: string;
  if (body.type === 'bank') {
    const card = await cardFor(tx, userId, body, box);
    destination = { bankName: body.bank_name, cardCipher: card.cipher, cardLast4: card.last4, holder: body.holder };
    fingerprint = sha256(`bank:${body.bank_name.toLowerCase()}:${card.last4}:${body.holder.toLowerCase()}`);
  } else {
    // A network verified on the chain is an EVM one (decision 028), its payout checked against this address.
    const network = await chainNetworkFor(tx, body);
    destination = {
      networkId: network.id,
      networkName: network.name,
      networkToken: network.token,
      address: body.address,
    };
    fingerprint = sha256(`chain:${network.id}:${body.address}`);
  }
  const [row] = await tx
    .insert(withdrawals)
    .values({
      userId,
      type: body.type,
      amountCents: body.amount,
      feeCents,
      arrivalCents: body.amount - feeCents,
      ...destination,
    })
    .returning();
  await moveBalance(tx, userId, -body.amount, { type: 'withdraw', reference: referenceOf('withdrawal', [row!.id]) });
  if (body.save) {
    const { bankName, cardCipher, cardLast4, holder, networkId, address } = destination;
    await tx
      .insert(withdrawAccounts)
      .values({ userId, type: body.type, bankName, cardCipher, cardLast4, holder, networkId, address, fingerprint })
      .onConflictDoNothing();
  }
  return toWithdrawalRecord(row!);
}

/** A typed card number is sealed here; a saved card (the buyer's own) keeps the number only the server has. */
async function cardFor(tx: Tx, userId: number, body: Extract<ParsedWithdraw, { type: 'bank' }>, box: SecretBox) {
  if (body.card_number) return { cipher: box.seal(body.card_number), last4: body.card_number.slice(-4) };
  if (body.account_id === undefined) {
    throw new AppError(ErrorKey.Validation, {}, { card_number: 'validation.cardNumber' });
  }
  const [saved] = await tx
    .select({ cipher: withdrawAccounts.cardCipher, last4: withdrawAccounts.cardLast4 })
    .from(withdrawAccounts)
    .where(
      and(
        eq(withdrawAccounts.id, body.account_id),
        eq(withdrawAccounts.userId, userId),
        eq(withdrawAccounts.type, 'bank'),
      ),
    );
  if (!saved?.cipher || !saved.last4) throw new AppError(ErrorKey.NotFound);
  return { cipher: saved.cipher, last4: saved.last4 };
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
 * transfer pays one withdrawal: the unique index withdrawals_chain_transfer_unique refuses it a second time.
 */
export async function passWithdrawal(tx: Tx, operatorId: number, id: number, payout?: VerifiedPayout) {
  const row = await unlessUsed(() => claim(tx, id, { status: 1, decidedBy: operatorId, ...payout }));
  await notify(tx, row.userId, 'withdraw_passed', {
    amount_cents: row.amountCents,
    arrival_cents: row.arrivalCents,
    id: row.id,
  });
  return toWithdrawalRecord(row);
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
