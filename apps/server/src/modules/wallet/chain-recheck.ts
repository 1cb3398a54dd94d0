import { and, eq, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import { ErrorKey, Role } from '@tradewind/contract';
import { queryRows, type Database, type Tx } from '../../db/client.js';
import { networks, recharges, users } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import { notify } from '../notifications/service.js';
import { asVerified, isChainUnavailable, lookUpTransfers, type VerifiedNetwork } from './chain-reader.js';
import type { RpcPolicy } from './rpc-endpoint.js';

/**
 * Decision 028: a deposit the chain credited is looked at again for `forMs` after crediting, less and less often (a
 * quarter of its age, between the bounds): a reorg deeper than its confirmations can take its transfer away. A
 * transfer back in a node's pool may be mined again, so it is flagged only after `pendingMs` missing.
 */
export const CREDITED_RECHECK = { forMs: 24 * 3_600_000, minMs: 30_000, maxMs: 10 * 60_000, pendingMs: 10 * 60_000 };

/** When a credit's rechecks end: set when the chain credits it (chain-deposit.ts). */
export const recheckUntil = () => sql`now() + make_interval(secs => ${CREDITED_RECHECK.forMs / 1000})`;

export interface RecheckResult {
  checked: number;
  /** Flagged now: their transfer is no longer on the canonical chain. */
  flagged: number;
}

interface Due {
  id: number;
  user_id: number;
  network_id: number;
  tx_hash: string;
  log_index: number;
  token_units: string;
  amount_cents: number;
  missing_ms: number | null;
}

interface RecheckOptions {
  rpc: RpcPolicy;
  leaseMs?: number;
  batch?: number;
  every?: typeof CREDITED_RECHECK;
}

/**
 * One pass over credited deposits still in their recheck window, leased as the confirmation pass leases (several
 * processes never ask the node twice for one). A transfer that is still on the chain, with its log index and amount,
 * is fine, even in another block. One that is not is flagged to the operator once (`flagReorged`); nothing is debited:
 * the buyer may have spent it, and whether to take it back is the operator's call. The window's end, a network
 * that lost its endpoint, or a flag end the rechecks.
 */
export async function recheckCredited(
  db: Database,
  { rpc, leaseMs = 0, batch = 20, every = CREDITED_RECHECK }: RecheckOptions,
): Promise<RecheckResult> {
  await db
    .update(recharges)
    .set({ chainRecheckUntil: null })
    .where(lte(recharges.chainRecheckUntil, sql`now()`));
  const age = sql`extract(epoch from now() - decided_at) * 1000`;
  const waitMs = sql`greatest(${leaseMs}::int, least(${every.maxMs}::int, greatest(${every.minMs}::int, ${age} / 4)))`;
  const due = await queryRows<Due>(
    db,
    sql`update recharges set chain_checked_at = now()
        where id in (
          select id from recharges
          where chain_recheck_until is not null
            and (chain_checked_at is null or chain_checked_at <= now() - make_interval(secs => ${waitMs} / 1000.0))
          order by chain_checked_at nulls first, id limit ${batch}
          for update skip locked)
        returning id::int as id, user_id::int as user_id, network_id, tx_hash, log_index,
          token_units::text as token_units, amount_cents::int as amount_cents,
          (extract(epoch from now() - chain_missing_since) * 1000)::float8 as missing_ms`,
  );
  const result: RecheckResult = { checked: 0, flagged: 0 };
  const networkCache = new Map<number, VerifiedNetwork | undefined>();
  for (const row of due) {
    if (!networkCache.has(row.network_id)) {
      const [n] = await db.select().from(networks).where(eq(networks.id, row.network_id));
      networkCache.set(row.network_id, n ? asVerified(n) : undefined);
    }
    const network = networkCache.get(row.network_id);
    if (!network) {
      await db.update(recharges).set({ chainRecheckUntil: null }).where(eq(recharges.id, row.id));
      continue;
    }
    let lookup;
    try {
      lookup = await lookUpTransfers(rpc, network, row.tx_hash);
    } catch (error) {
      if (isChainUnavailable(error)) continue; // the next pass asks again
      throw error;
    }
    result.checked += 1;
    const there =
      lookup.found &&
      lookup.transfers.some((t) => t.logIndex === row.log_index && t.units.toString() === row.token_units);
    const pending = !lookup.found && lookup.error === ErrorKey.ChainTxPending;
    if (there || (pending && (row.missing_ms ?? 0) < every.pendingMs)) {
      await db
        .update(recharges)
        .set({ chainMissingSince: pending ? sql`coalesce(chain_missing_since, now())` : null })
        .where(eq(recharges.id, row.id));
      continue;
    }
    if (await flagReorged(db, row, network)) result.flagged += 1;
  }
  return result;
}

/**
 * Flags a credited deposit whose transfer left the chain, once, and tells every operator in the same transaction:
 * a notification each (live in their open apps), and the dashboard counts it until it is marked handled.
 */
function flagReorged(db: Database, row: Due, network: VerifiedNetwork) {
  return db.transaction(async (tx: Tx) => {
    const [flagged] = await tx
      .update(recharges)
      .set({ chainReorgedAt: sql`now()`, chainRecheckUntil: null })
      .where(and(eq(recharges.id, row.id), isNull(recharges.chainReorgedAt)))
      .returning({ id: recharges.id });
    if (!flagged) return false;
    const operators = await tx.select({ id: users.id }).from(users).where(eq(users.role, Role.Operator));
    const params = { id: row.id, amount_cents: row.amount_cents, network: network.name, tx_hash: row.tx_hash };
    for (const operator of operators) await notify(tx, operator.id, 'deposit_reorged', params);
    return true;
  });
}

/**
 * The operator marks a flagged deposit handled (having taken the money back with a balance adjustment, or decided
 * not to): it leaves the dashboard's count. Anything not flagged is not found; a second mark is already decided.
 */
export async function settleReorged(db: Database, operatorId: number, id: number) {
  const [settled] = await db
    .update(recharges)
    .set({ reorgSettledAt: sql`now()`, reorgSettledBy: operatorId })
    .where(and(eq(recharges.id, id), isNotNull(recharges.chainReorgedAt), isNull(recharges.reorgSettledAt)))
    .returning({ id: recharges.id });
  if (settled) return settled;
  const [flagged] = await db
    .select({ id: recharges.id })
    .from(recharges)
    .where(and(eq(recharges.id, id), isNotNull(recharges.chainReorgedAt)));
  throw new AppError(flagged ? ErrorKey.AlreadyDecided : ErrorKey.NotFound);
}
