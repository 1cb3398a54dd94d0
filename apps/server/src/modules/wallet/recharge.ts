import { and, eq } from 'drizzle-orm';
import { ErrorKey, type RechargeBody, referenceOf } from '@tradewind/contract';
import type { z } from 'zod';
import { recharges } from '../../db/schema/index.js';
import { assertOwnUploads } from '../uploads/service.js';
import { AppError } from '../../lib/app-error.js';
import { notify } from '../notifications/service.js';
import type { PaymentProvider } from './card-provider.js';
import { moveBalance, type Tx } from './ledger.js';
import { toRechargeRecord } from './records.js';
import { enabledNetwork } from './settings.js';

export type ParsedRecharge = z.output<typeof RechargeBody>;

/** The evidence must be a picture this buyer uploaded. */
const ownUpload = (tx: Tx, userId: number, path: string) =>
  assertOwnUploads(tx, userId, [path], 'evidence', 'validation.evidence');

/**
 * A manual or on-chain recharge waits for the operator (audit state 0). A card recharge is charged through the
 * provider at once: approved → passed and credited now; review → waits for the operator; declined → nothing.
 */
export async function createRecharge(tx: Tx, userId: number, body: ParsedRecharge, provider: PaymentProvider) {
  const base = { userId, method: body.method, amountCents: body.amount };
  if (body.method === 'manual') {
    await ownUpload(tx, userId, body.evidence);
    const [row] = await tx
      .insert(recharges)
      .values({ ...base, evidence: body.evidence, remark: body.remark || null })
      .returning();
    return toRechargeRecord(row!);
  }
  if (body.method === 'chain') {
    const network = await enabledNetwork(tx, body.network_id);
    if (!network) throw new AppError(ErrorKey.Validation, {}, { network_id: 'validation.network' });
    await ownUpload(tx, userId, body.evidence);
    const [row] = await tx
      .insert(recharges)
      .values({
        ...base,
        networkId: network.id,
        networkName: network.name,
        address: body.address,
        evidence: body.evidence,
      })
      .returning();
    return toRechargeRecord(row!);
  }
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
    .set({ ...set, decidedAt: new Date() })
    .where(and(eq(recharges.id, id), eq(recharges.status, 0)))
    .returning();
  if (row) return row;
  const [exists] = await tx.select({ id: recharges.id }).from(recharges).where(eq(recharges.id, id));
  throw new AppError(exists ? ErrorKey.AlreadyDecided : ErrorKey.NotFound);
}

/** Passes with what actually arrived, which is what is credited. */
export async function passRecharge(tx: Tx, operatorId: number, id: number, arrivalCents: number) {
  const row = await claim(tx, id, { status: 1, arrivalCents, decidedBy: operatorId });
  await moveBalance(tx, row.userId, arrivalCents, {
    type: 'recharge',
    reference: referenceOf('recharge', [row.id]),
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
