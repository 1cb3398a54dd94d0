import { eq } from 'drizzle-orm';
import { centsToDecimal, ErrorKey, tokenUnitsToCents } from '@tradewind/contract';
import type { Database } from '../../db/client.js';
import { networks, withdrawals } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import { asVerified, isChainUnavailable, lookUpTransfers } from './chain-reader.js';
import type { RpcPolicy } from './rpc-endpoint.js';

/** The payout's transfer as the chain confirmed it, written on the withdrawal when it is passed. */
export interface VerifiedPayout {
  txHash: string;
  logIndex: number;
  blockNumber: number;
  confirmations: number;
  tokenUnits: string;
  chainFrom: string;
  chainTo: string;
}

const field = (key: string) => ({ tx_hash: `error.${key}` });

/**
 * Decision 028: an on-chain withdrawal on a verified network counts as paid only with a payout the chain confirms:
 * a successful transfer of the network's token to the buyer's address, enough blocks on top, and exactly the
 * withdrawal's arrival amount (in cents, rounded down as for deposits). Read before any database transaction.
 * Undefined when the withdrawal is not one the server verifies (a bank card, or a network audited by eye).
 */
export async function checkPayout(db: Database, rpc: RpcPolicy, id: number, hash: string | undefined) {
  const [row] = await db
    .select({ withdrawal: withdrawals, network: networks })
    .from(withdrawals)
    .leftJoin(networks, eq(networks.id, withdrawals.networkId))
    .where(eq(withdrawals.id, id));
  if (!row) throw new AppError(ErrorKey.NotFound);
  const network = row.withdrawal.type === 'chain' && row.network ? asVerified(row.network) : undefined;
  if (!network || row.withdrawal.status !== 0) return undefined; // a decided one answers 409 from the claim
  if (!hash) throw new AppError(ErrorKey.Validation, {}, { tx_hash: 'validation.txHash' });
  let lookup;
  try {
    lookup = await lookUpTransfers(rpc, network, hash, row.withdrawal.address ?? '');
  } catch (error) {
    if (isChainUnavailable(error)) throw new AppError(ErrorKey.ChainUnavailable, { network: network.name });
    throw error;
  }
  const values = { network: network.name };
  if (!lookup.found) throw new AppError(lookup.error, values, field(lookup.error));
  const expected = row.withdrawal.arrivalCents;
  const exact = lookup.transfers.find((t) => tokenUnitsToCents(t.units, network.tokenDecimals) === BigInt(expected));
  if (!exact) {
    const arrived = tokenUnitsToCents(lookup.transfers[0]!.units, network.tokenDecimals);
    const amounts = { arrived: centsToDecimal(Number(arrived)), expected: centsToDecimal(expected) };
    throw new AppError(ErrorKey.ChainAmountMismatch, amounts, field(ErrorKey.ChainAmountMismatch));
  }
  if (lookup.confirmations < network.confirmations) {
    const counts = { confirmations: lookup.confirmations, required: network.confirmations };
    throw new AppError(ErrorKey.ChainNotConfirmed, counts, field(ErrorKey.ChainNotConfirmed));
  }
  return {
    txHash: hash,
    logIndex: exact.logIndex,
    blockNumber: lookup.blockNumber,
    confirmations: lookup.confirmations,
    tokenUnits: exact.units.toString(),
    chainFrom: exact.from,
    chainTo: exact.to,
  } satisfies VerifiedPayout;
}
