import { and, eq, sql } from 'drizzle-orm';
import { DEFAULT_LANGUAGE, ErrorKey, matchLanguage, translate } from '@tradewind/contract';
import type { Database } from '../../db/client.js';
import { queryRows } from '../../db/client.js';
import { networks, recharges, users } from '../../db/schema/index.js';
import { notify } from '../notifications/service.js';
import { creditDeposit } from './chain-deposit.js';
import {
  asVerified,
  isChainUnavailable,
  lookUpTransfers,
  type TokenTransfer,
  type VerifiedNetwork,
} from './chain-reader.js';
import type { RpcPolicy } from './rpc-endpoint.js';

export interface ConfirmPassResult {
  checked: number;
  credited: number;
  /** Given up: their transaction had not been on the chain for `vanishAfterMs`. */
  failed: number;
}

/**
 * A deposit whose transaction the chain no longer knows (a reorg dropped it and nobody mined it again) is rechecked
 * less and less often — half the time it has been missing, between these bounds — and given up after a while.
 */
export const VANISHED_RECHECK = { minMs: 30_000, maxMs: 10 * 60_000, failAfterMs: 6 * 60 * 60_000 };

interface Due {
  id: number;
  user_id: number;
  network_id: number;
  tx_hash: string;
  log_index: number;
  token_units: string;
  missing_ms: number | null;
}

interface PassOptions {
  /** Which endpoints the pass may call (RPC_ALLOW_PRIVATE). */
  rpc: RpcPolicy;
  leaseMs?: number;
  batch?: number;
  vanished?: typeof VANISHED_RECHECK;
}

/**
 * One pass of the confirmation loop. Rows are leased with FOR UPDATE SKIP LOCKED and a check time (least recently
 * checked first, so a long queue is served in turn rather than its first rows again and again), so several
 * processes share the work without asking the node twice for one deposit; the chain is read outside any
 * transaction, and the credit's conditional update keeps it once even if two passes overlap. Each check reads the
 * receipt afresh: after a reorg that dropped the transaction (or moved its transfer), the count goes back to 0 and
 * nothing is credited until the canonical chain again holds it with enough blocks on top.
 */
export async function confirmDeposits(
  db: Database,
  { rpc, leaseMs = 0, batch = 20, vanished = VANISHED_RECHECK }: PassOptions,
): Promise<ConfirmPassResult> {
  const missingMs = sql`extract(epoch from now() - chain_missing_since) * 1000`;
  const waitMs = sql`greatest(${leaseMs}::int, case when chain_missing_since is null then 0
    else least(${vanished.maxMs}::int, greatest(${vanished.minMs}::int, ${missingMs} / 2)) end)`;
  const due = await queryRows<Due>(
    db,
    sql`update recharges set chain_checked_at = now()
        where id in (
          select id from recharges
          where chain_state = 'confirming' and status = 0
            and (chain_checked_at is null or chain_checked_at <= now() - make_interval(secs => ${waitMs} / 1000.0))
          order by chain_checked_at nulls first, id limit ${batch}
          for update skip locked)
        returning id::int as id, user_id::int as user_id, network_id, tx_hash, log_index,
          token_units::text as token_units, (${missingMs})::float8 as missing_ms`,
  );
  const result: ConfirmPassResult = { checked: 0, credited: 0, failed: 0 };
  const networkCache = new Map<number, VerifiedNetwork | undefined>();
  for (const row of due) {
    if (!networkCache.has(row.network_id)) {
      const [n] = await db.select().from(networks).where(eq(networks.id, row.network_id));
      networkCache.set(row.network_id, n ? asVerified(n) : undefined);
    }
    const network = networkCache.get(row.network_id);
    if (!network) {
      // The operator took the network's RPC away: the deposit goes to their audit.
      await db.update(recharges).set({ chainState: 'review' }).where(eq(recharges.id, row.id));
      continue;
    }
    let lookup;
    try {
      lookup = await lookUpTransfers(rpc, network, row.tx_hash);
    } catch (error) {
      if (isChainUnavailable(error)) continue; // the next pass tries again
      throw error;
    }
    result.checked += 1;
    // Not in any block (unknown, or back in a mempool): missing, unlike a receipt whose log changed.
    const missing =
      !lookup.found && (lookup.error === ErrorKey.ChainTxNotFound || lookup.error === ErrorKey.ChainTxPending);
    if (missing && row.missing_ms !== null && row.missing_ms >= vanished.failAfterMs) {
      if (await failVanished(db, row, network, vanished.failAfterMs)) result.failed += 1;
      continue;
    }
    const same = (t: TokenTransfer) => t.logIndex === row.log_index && t.units.toString() === row.token_units;
    const confirmations = lookup.found && lookup.transfers.some(same) ? lookup.confirmations : 0;
    const blockNumber = lookup.found ? lookup.blockNumber : null;
    const credited = await db.transaction(async (tx) => {
      await tx
        .update(recharges)
        .set({
          confirmations,
          ...(blockNumber === null ? {} : { blockNumber }),
          chainMissingSince: missing ? sql`coalesce(chain_missing_since, now())` : null,
        })
        .where(and(eq(recharges.id, row.id), eq(recharges.status, 0)));
      return confirmations >= network.confirmations ? creditDeposit(tx, row.id, confirmations) : undefined;
    });
    if (credited) result.credited += 1;
  }
  return result;
}

/** Gives a vanished deposit up, with the reason in the buyer's language; it leaves the loop, nothing credited. */
async function failVanished(db: Database, row: Due, network: VerifiedNetwork, failAfterMs: number) {
  return db.transaction(async (tx) => {
    const [buyer] = await tx.select({ lang: users.lang }).from(users).where(eq(users.id, row.user_id));
    const values = { network: network.name, hours: Math.round(failAfterMs / 3_600_000) };
    const reason = translate(
      matchLanguage(buyer?.lang) ?? DEFAULT_LANGUAGE,
      `error.${ErrorKey.ChainTxVanished}`,
      values,
    );
    const [failed] = await tx
      .update(recharges)
      .set({ status: 2, chainState: 'review', confirmations: 0, refuseReason: reason, decidedAt: new Date() })
      .where(and(eq(recharges.id, row.id), eq(recharges.status, 0), eq(recharges.chainState, 'confirming')))
      .returning();
    if (!failed) return false;
    await notify(tx, failed.userId, 'recharge_refused', { amount_cents: failed.amountCents, reason, id: failed.id });
    return true;
  });
}
