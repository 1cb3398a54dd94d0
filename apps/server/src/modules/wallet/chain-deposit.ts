import { and, eq, sql } from 'drizzle-orm';
import { ErrorKey, MAX_AMOUNT_CENTS, referenceOf, tokenUnitsToCents } from '@tradewind/contract';
import type { Tx } from '../../db/client.js';
import { recharges } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import { notify } from '../notifications/service.js';
import { isChainUnavailable, lookUpTransfers, type VerifiedNetwork } from './chain-reader.js';
import type { RpcPolicy } from './rpc-endpoint.js';
import { consumeIntent, matchingIntent } from './deposit-intent.js';
import { recheckUntil } from './chain-recheck.js';
import { moveBalance } from './ledger.js';
import { toRechargeRecord } from './records.js';

/** What the buyer pastes beside the hash; both are only kept for the operator. */
export interface DepositExtras {
  address?: string;
  evidence?: string;
}

const field = (key: string) => ({ tx_hash: `error.${key}` });

/**
 * Asks the chain about a pasted hash, before any database transaction (a slow node never holds a connection).
 * Anything but a successful transfer of the network's token to its receiving address is a 4xx naming `tx_hash`.
 */
export async function findDeposit(rpc: RpcPolicy, network: VerifiedNetwork, hash: string) {
  let lookup;
  try {
    lookup = await lookUpTransfers(rpc, network, hash);
  } catch (error) {
    if (isChainUnavailable(error)) throw new AppError(ErrorKey.ChainUnavailable, { network: network.name });
    throw error;
  }
  if (!lookup.found) throw new AppError(lookup.error, { network: network.name }, field(lookup.error));
  const credible = lookup.transfers.filter((t) => tokenUnitsToCents(t.units, network.tokenDecimals) > 0n);
  if (credible.length === 0) throw new AppError(ErrorKey.ChainAmountTooSmall, {}, field(ErrorKey.ChainAmountTooSmall));
  return { ...lookup, transfers: credible };
}

/**
 * Records a verified deposit, one transfer (transaction hash + log index) per row, for the buyer whose top-up
 * intent it answers (decision 031): its exact amount is unique among the network's open intents, so the transfer
 * names one buyer, and anyone else pasting it is refused with nothing written. The unique index
 * recharges_chain_transfer_unique is what makes "credited at most once" hold across buyers and processes: a second
 * insert of the same transfer does nothing (it waits for the first to commit), and the buyer is told it was used.
 * A transaction with several transfers to us is claimed one transfer per paste, lowest log index first.
 */
export async function createChainDeposit(
  tx: Tx,
  userId: number,
  network: VerifiedNetwork,
  hash: string,
  found: Awaited<ReturnType<typeof findDeposit>>,
  extras: DepositExtras,
) {
  for (const transfer of found.transfers) {
    const intent = await matchingIntent(tx, network.id, transfer.units, found.blockTime);
    if (intent?.userId !== userId) continue;
    const cents = tokenUnitsToCents(transfer.units, network.tokenDecimals);
    // Beyond one amount's limit a person looks first; the true arrival stays in token_units.
    const tooLarge = cents > BigInt(MAX_AMOUNT_CENTS);
    const [row] = await tx
      .insert(recharges)
      .values({
        userId,
        method: 'chain',
        amountCents: tooLarge ? MAX_AMOUNT_CENTS : Number(cents),
        networkId: network.id,
        networkName: network.name,
        networkToken: network.token ?? null,
        address: extras.address ?? transfer.from,
        evidence: extras.evidence ?? null,
        txHash: hash,
        logIndex: transfer.logIndex,
        blockNumber: found.blockNumber,
        confirmations: found.confirmations,
        tokenUnits: transfer.units.toString(),
        chainFrom: transfer.from,
        chainTo: transfer.to,
        chainState: tooLarge ? 'review' : 'confirming',
        confirmationsRequired: network.confirmations,
        // The database's clock, as the loop's lease compares with now() there.
        chainCheckedAt: sql`now()`,
      })
      .onConflictDoNothing({ target: [recharges.networkId, recharges.txHash, recharges.logIndex] })
      .returning();
    if (!row) continue;
    await consumeIntent(tx, intent.id, row.id);
    if (row.chainState === 'confirming' && found.confirmations >= network.confirmations) {
      return toRechargeRecord((await creditDeposit(tx, row.id, found.confirmations)) ?? row);
    }
    return toRechargeRecord(row);
  }
  // Nothing claimed: every transfer already recorded (by anyone), or one no intent of this buyer's answers.
  const recorded = await tx
    .select({ logIndex: recharges.logIndex })
    .from(recharges)
    .where(and(eq(recharges.networkId, network.id), eq(recharges.txHash, hash)));
  const allUsed = found.transfers.every((t) => recorded.some((r) => r.logIndex === t.logIndex));
  const error = allUsed ? ErrorKey.ChainTxUsed : ErrorKey.ChainNoIntent;
  throw new AppError(error, { network: network.name }, field(error));
}

/**
 * Credits a confirming deposit once: the conditional update (still waiting, still confirming) is the claim, so a
 * loop pass, another process or an operator's decision at the same moment cannot credit it twice.
 */
export async function creditDeposit(tx: Tx, id: number, confirmations: number) {
  const [row] = await tx
    .update(recharges)
    .set({
      status: 1,
      chainState: 'credited',
      confirmations,
      arrivalCents: sql`${recharges.amountCents}`,
      decidedAt: new Date(),
      // A reorg deeper than its confirmations could still take the transfer away: looked at again for a while.
      chainRecheckUntil: recheckUntil(),
    })
    .where(and(eq(recharges.id, id), eq(recharges.status, 0), eq(recharges.chainState, 'confirming')))
    .returning();
  if (!row) return undefined;
  await moveBalance(tx, row.userId, row.amountCents, { type: 'recharge', reference: referenceOf('recharge', [id]) });
  await notify(tx, row.userId, 'recharge_passed', { amount_cents: row.amountCents, id });
  return row;
}
