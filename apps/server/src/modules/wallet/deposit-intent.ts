import { randomInt } from 'node:crypto';
import { and, count, eq, gt, sql } from 'drizzle-orm';
import {
  DEPOSIT_INTENT_GRACE_MINUTES,
  DEPOSIT_INTENT_TTL_MINUTES,
  DEPOSIT_INTENTS_PER_HOUR,
  ErrorKey,
  MAX_OPEN_DEPOSIT_INTENTS,
  formatTokenUnits,
  intentCreditCents,
  intentTags,
  intentUnits,
  type DepositIntent,
} from '@tradewind/contract';
import type { Database, Tx } from '../../db/client.js';
import { depositIntents } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import { consume, type Limit } from '../../lib/rate-limit.js';
import { asVerified, type VerifiedNetwork } from './chain-reader.js';
import { enabledNetwork } from './settings.js';

const INTENTS_PER_BUYER: Limit = { bucket: 'deposit-intent', max: DEPOSIT_INTENTS_PER_HOUR, windowSeconds: 60 * 60 };
/** Random tags tried before giving up; with thousands of tags and a handful of open intents, one is enough. */
const TAG_ATTEMPTS = 20;

type IntentRow = typeof depositIntents.$inferSelect;

const toDepositIntent = (row: IntentRow, network: VerifiedNetwork): DepositIntent => ({
  id: row.id,
  network_id: network.id,
  network: network.name,
  address: network.address,
  amount_to_send: formatTokenUnits(BigInt(row.tokenUnits), network.tokenDecimals),
  token_units: row.tokenUnits,
  credit_cents: row.creditCents,
  created_at: row.createdAt.toISOString(),
  expires_at: row.expiresAt.toISOString(),
  expires_in_seconds: Math.max(0, Math.floor((row.expiresAt.getTime() - Date.now()) / 1_000)),
});

/** Intents past their expiry and grace give their exact amount back: nothing can match them any more. */
const retireExpired = (tx: Tx, networkId: number) =>
  tx
    .update(depositIntents)
    .set({ open: false })
    .where(
      and(
        eq(depositIntents.networkId, networkId),
        eq(depositIntents.open, true),
        sql`${depositIntents.expiresAt} < now() - make_interval(mins => ${DEPOSIT_INTENT_GRACE_MINUTES})`,
      ),
    );

/**
 * Decision 031: an exact amount to send on a verified network, bound to this buyer. The same wanted amount on the
 * same network while one is open answers that one. The tag is random among those no open intent of the network
 * holds; the partial unique index is what guarantees it, whatever the processes.
 */
export async function openDepositIntent(db: Database, userId: number, body: { network_id: number; amount: number }) {
  const found = await enabledNetwork(db, body.network_id);
  const network = found && asVerified(found);
  if (!network) throw new AppError(ErrorKey.Validation, {}, { network_id: 'validation.network' });
  const hit = await consume(db, INTENTS_PER_BUYER, String(userId));
  if (!hit.allowed) throw new AppError(ErrorKey.RateLimited, { minutes: Math.ceil(hit.retryAfterSeconds / 60) });
  return db.transaction(async (tx) => {
    // One buyer's intents are counted one request at a time.
    await tx.execute(sql`select id from users where id = ${userId} for update`);
    await retireExpired(tx, network.id);
    const live = and(
      eq(depositIntents.userId, userId),
      eq(depositIntents.open, true),
      gt(depositIntents.expiresAt, sql`now()`),
    );
    const [same] = await tx
      .select()
      .from(depositIntents)
      .where(and(live, eq(depositIntents.networkId, network.id), eq(depositIntents.wantedCents, body.amount)));
    if (same) return toDepositIntent(same, network);
    const [held] = await tx.select({ n: count() }).from(depositIntents).where(live);
    if (held!.n >= MAX_OPEN_DEPOSIT_INTENTS)
      throw new AppError(ErrorKey.DepositIntentLimit, { max: MAX_OPEN_DEPOSIT_INTENTS });
    const tags = intentTags(network.tokenDecimals).count;
    for (let attempt = 0; attempt < TAG_ATTEMPTS; attempt += 1) {
      const units = intentUnits(body.amount, network.tokenDecimals, randomInt(1, tags + 1));
      const [row] = await tx
        .insert(depositIntents)
        .values({
          userId,
          networkId: network.id,
          wantedCents: body.amount,
          creditCents: Number(intentCreditCents(units, network.tokenDecimals)),
          tokenUnits: units.toString(),
          expiresAt: sql`now() + make_interval(mins => ${DEPOSIT_INTENT_TTL_MINUTES})`,
        })
        .onConflictDoNothing()
        .returning();
      if (row) return toDepositIntent(row, network);
    }
    throw new AppError(ErrorKey.Busy);
  });
}

/**
 * The open intent a transfer of `units` mined at `blockTime` answers, locked until the paste's transaction ends:
 * the network's only open intent with that exact amount, created no later than the transfer's block (compared by
 * the second, a block's time being whole seconds) and not past its grace. Undefined when there is none.
 */
export async function matchingIntent(tx: Tx, networkId: number, units: bigint, blockTime: Date) {
  const [row] = await tx
    .select()
    .from(depositIntents)
    .where(
      and(
        eq(depositIntents.networkId, networkId),
        eq(depositIntents.open, true),
        eq(depositIntents.tokenUnits, units.toString()),
        sql`date_trunc('second', ${depositIntents.createdAt}) <= ${blockTime.toISOString()}::timestamptz`,
        sql`${depositIntents.expiresAt} >= now() - make_interval(mins => ${DEPOSIT_INTENT_GRACE_MINUTES})`,
      ),
    )
    .for('update');
  return row;
}

/** The intent is used up by the deposit that matched it. */
export const consumeIntent = (tx: Tx, intentId: number, rechargeId: number) =>
  tx.update(depositIntents).set({ open: false, rechargeId }).where(eq(depositIntents.id, intentId));
