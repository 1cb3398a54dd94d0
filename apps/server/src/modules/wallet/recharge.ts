import { and, eq, sql } from 'drizzle-orm';
import { ErrorKey, type RechargeBody, referenceOf } from '@tradewind/contract';
import type { z } from 'zod';
import { recharges } from '../../db/schema/index.js';
import { assertOwnUploads } from '../uploads/service.js';
import { AppError } from '../../lib/app-error.js';
import { notify } from '../notifications/service.js';
import type { PaymentProvider } from './card-provider.js';
import { moveBalance } from './ledger.js';
import { toRechargeRecord } from './records.js';
import { enabledNetwork } from './settings.js';
import { bindReference, receivingAccountFor } from './receiving-accounts.js';
import type { Database, Tx } from '../../db/client.js';
import { createChainDeposit, findDeposit } from './chain-deposit.js';
import { asVerified, type VerifiedNetwork } from './chain-reader.js';
import type { RpcPolicy } from './rpc-endpoint.js';

export type ParsedRecharge = z.output<typeof RechargeBody>;

/** The evidence must be a picture this buyer uploaded. */
const ownUpload = (tx: Tx, userId: number, path: string) =>
  assertOwnUploads(tx, userId, [path], 'evidence', 'validation.evidence');

export interface CheckedDeposit {
  network: VerifiedNetwork;
  hash: string;
  found: Awaited<ReturnType<typeof findDeposit>>;
}

/**
 * An on-chain recharge with a hash, on a network the server verifies: asks the chain first, outside any
 * transaction (decision 028). Undefined when the operator audits it instead.
 */
export async function checkChainDeposit(
  db: Database,
  rpc: RpcPolicy,
  body: ParsedRecharge,
): Promise<CheckedDeposit | undefined> {
  if (body.method !== 'chain' || !body.tx_hash) return undefined;
  const network = await enabledNetwork(db, body.network_id);
  if (!network) throw new AppError(ErrorKey.Validation, {}, { network_id: 'validation.network' });
  const verified = asVerified(network);
  if (!verified) return undefined;
  return { network: verified, hash: body.tx_hash, found: await findDeposit(rpc, verified, body.tx_hash) };
}

/**
 * A verified on-chain recharge is credited by the chain (chain-deposit.ts). Any other manual or on-chain recharge
 * waits for the operator (audit state 0). A card recharge is charged through the provider at once: approved →
 * passed and credited now; review → waits for the operator; declined → nothing.
 */
export async function createRecharge(
  tx: Tx,
  userId: number,
  body: ParsedRecharge,
  provider: PaymentProvider,
  deposit?: CheckedDeposit,
) {
  if (body.method === 'manual') {
    const base = { userId, method: body.method, amountCents: body.amount };
    // Paid to the platform's account in that currency: none, and the currency is not offered (decision 038).
    await receivingAccountFor(tx, body.currency);
    await ownUpload(tx, userId, body.evidence);
    const [inserted] = await tx
      .insert(recharges)
      .values({ ...base, evidence: body.evidence, remark: body.remark || null, currency: body.currency })
      .returning();
    const reference = await bindReference(tx, userId, inserted!.id, body.reference);
    const [row] = await tx.update(recharges).set({ reference }).where(eq(recharges.id, inserted!.id)).returning();
    return toRechargeRecord(row!);
  }
  if (body.method === 'chain') {
    if (deposit) {
      if (body.evidence !== undefined) await ownUpload(tx, userId, body.evidence);
      const extras = { address: body.address, evidence: body.evidence };
      return createChainDeposit(tx, userId, deposit.network, deposit.hash, deposit.found, extras);
    }
    const network = await enabledNetwork(tx, body.network_id);
    if (!network) throw new AppError(ErrorKey.Validation, {}, { network_id: 'validation.network' });
    if (body.evidence !== undefined) await ownUpload(tx, userId, body.evidence);
    // Audited by the operator, as before decision 028: a pasted hash is only a note for them.
    const missing = {
      ...(body.amount === undefined ? { amount: 'validation.required' } : {}),
      ...(body.address === undefined ? { address: 'validation.address' } : {}),
      ...(body.evidence === undefined ? { evidence: 'validation.evidence' } : {}),
    };
    if (Object.keys(missing).length > 0) throw new AppError(ErrorKey.Validation, {}, missing);
    const [row] = await tx
      .insert(recharges)
      .values({
        userId,
        method: 'chain',
        amountCents: body.amount!,
        networkId: network.id,
        networkName: network.name,
        networkToken: network.token,
        address: body.address,
        evidence: body.evidence,
        txHash: body.tx_hash ?? null,
      })
      .returning();
    return toRechargeRecord(row!);
  }
  const base = { userId, method: body.method, amountCents: body.amount };
  const charge = await provider.charge({ amountCents: body.amount, card: body.card });
  if (charge.outcome === 'declined') throw new AppError(ErrorKey.CardDeclined);
  const approved = charge.outcome === 'approved';
  const [row] = await tx
    .insert(recharges)
    .values({
      ...base,
      cardLast4: body.card.number.slice(-4),
      cardHolder: body.card.holder,
      providerRef: charge.reference,
      status: approved ? 1 : 0,
      arrivalCents: approved ? body.amount : null,
      decidedAt: approved ? new Date() : null,
    })
    .returning();
  if (approved)
    await moveBalance(tx, userId, body.amount, { type: 'recharge', reference: referenceOf('recharge', [row!.id]) });
  return toRechargeRecord(row!);
}

/** Claims an undecided recharge for one decision; a second decision (even at the same moment) gets 409. */
async function claim(tx: Tx, id: number, set: Partial<typeof recharges.$inferInsert>) {
  const [row] = await tx
    .update(recharges)
    // A deposit the chain was confirming leaves the loop for good: the operator decided it.
    .set({
      ...set,
      decidedAt: new Date(),
      chainState: sql`case when chain_state = 'confirming' then 'review' else chain_state end`,
    })
    .where(and(eq(recharges.id, id), eq(recharges.status, 0)))
    .returning();
  if (row) return row;
  const [exists] = await tx.select({ id: recharges.id }).from(recharges).where(eq(recharges.id, id));
  throw new AppError(exists ? ErrorKey.AlreadyDecided : ErrorKey.NotFound);
}

/**
 * Passes with what actually arrived, which is what is credited. Overriding the chain (a deposit it verified but has
 * not credited) takes a reason, kept on the ledger row (decision 028).
 */
export async function passRecharge(tx: Tx, operatorId: number, id: number, arrivalCents: number, reason?: string) {
  const row = await claim(tx, id, { status: 1, arrivalCents, decidedBy: operatorId });
  if (row.chainState !== null && !reason)
    throw new AppError(ErrorKey.Validation, {}, { reason: 'validation.required' });
  await moveBalance(tx, row.userId, arrivalCents, {
    type: 'recharge',
    reference: referenceOf('recharge', [row.id]),
    memo: reason,
    createdBy: operatorId,
  });
  await notify(tx, row.userId, 'recharge_passed', { amount_cents: arrivalCents, id: row.id });
  return toRechargeRecord(row);
}

export async function refuseRecharge(tx: Tx, operatorId: number, id: number, reason: string) {
  const row = await claim(tx, id, { status: 2, refuseReason: reason, decidedBy: operatorId });
  await notify(tx, row.userId, 'recharge_refused', { amount_cents: row.amountCents, reason, id: row.id });
  return toRechargeRecord(row);
}
