import { eq, sql } from 'drizzle-orm';
import { ErrorKey, PAY_CODE_LOCK_MINUTES, PAY_CODE_MAX_ATTEMPTS } from '@tradewind/contract';
import type { Database } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import type { PayCodeHasher } from './pay-code-hash.js';

/** PAY_CODE_WRONG with the tries left, or PAY_CODE_LOCKED once this was the fifth. */
export const wrongCode = (attempts: number) =>
  attempts >= PAY_CODE_MAX_ATTEMPTS
    ? new AppError(ErrorKey.PayCodeLocked, { minutes: PAY_CODE_LOCK_MINUTES })
    : new AppError(ErrorKey.PayCodeWrong, { left: PAY_CODE_MAX_ATTEMPTS - attempts });

export const lockExpired = sql`(${users.payLockedUntil} is not null and ${users.payLockedUntil} <= now())`;

/**
 * Claims one try before comparing, in one statement (docs/architecture.md §4): the count is bumped only while it is under the
 * limit or the lock has run out, so however many requests arrive at once, at most five codes are compared.
 */
async function claimAttempt(db: Database, userId: number) {
  const [claimed] = await db
    .update(users)
    .set({
      payAttempts: sql`case when ${lockExpired} then 1 else ${users.payAttempts} + 1 end`,
      payLockedUntil: sql`case when ${lockExpired} then null else ${users.payLockedUntil} end`,
    })
    .where(
      sql`${users.id} = ${userId} and ${users.payPasswordHash} is not null
        and (${lockExpired} or (${users.payLockedUntil} is null and ${users.payAttempts} < ${PAY_CODE_MAX_ATTEMPTS}))`,
    )
    .returning({ attempts: users.payAttempts, hash: users.payPasswordHash });
  return claimed;
}

/** Why no try could be claimed: no code, a lock, or (undefined) five tries are being compared right now. */
export async function whyNoAttempt(db: Database, userId: number): Promise<AppError | undefined> {
  const [row] = await db
    .select({ hash: users.payPasswordHash, until: users.payLockedUntil })
    .from(users)
    .where(eq(users.id, userId));
  if (!row?.hash) return new AppError(ErrorKey.PayCodeNotSet);
  if (!row.until) return undefined;
  const minutes = row.until
    ? Math.max(1, Math.ceil((row.until.getTime() - Date.now()) / 60_000))
    : PAY_CODE_LOCK_MINUTES;
  return new AppError(ErrorKey.PayCodeLocked, { minutes });
}

/**
 * How long a payment waits while five other tries of the same buyer are being compared (parallel payments).
 * Longer than the app's 10 s timeout on purpose: a retry under the same Idempotency-Key finds the answer.
 */
const BUSY_WAIT_MS = 30_000;
/** Backs off from 10 ms to 160 ms, with jitter, so hundreds of waiting payments do not flood the database. */
const busyPause = (round: number) => Math.min(160, 10 * 2 ** round) * (0.5 + Math.random());

/**
 * A claim, waiting while the five tries are all in flight (a buyer paying several things at once): each
 * compare that succeeds frees the count, each that fails moves towards the lock, which ends the wait.
 */
async function claimWhenFree(db: Database, userId: number) {
  const deadline = Date.now() + BUSY_WAIT_MS;
  for (let round = 0; ; round += 1) {
    const claimed = await claimAttempt(db, userId);
    if (claimed) return claimed;
    const refusal = await whyNoAttempt(db, userId);
    if (refusal) throw refusal;
    if (Date.now() > deadline) throw new AppError(ErrorKey.RateLimited, { minutes: 1 });
    await new Promise((resolve) => setTimeout(resolve, busyPause(round)));
  }
}

/**
 * The check for a code still stored as argon2id (from before decision 014): a try is claimed, the slow compare runs
 * in between, and a right code frees the count and is stored keyed from then on.
 */
export async function verifyLegacyPayCode(
  db: Database,
  hasher: PayCodeHasher,
  userId: number,
  code: string,
): Promise<void> {
  const claimed = await claimWhenFree(db, userId);
  const stored = claimed.hash!;
  const result = await hasher.check(stored, userId, code);
  if (result !== 'wrong') {
    // An argon2id hash from before decision 014 is replaced by the keyed one, unless the code changed meanwhile.
    const rehash =
      result === 'match-needs-rehash'
        ? {
            payPasswordHash: sql`case when ${users.payPasswordHash} = ${stored}
              then ${hasher.hash(userId, code)} else ${users.payPasswordHash} end`,
          }
        : {};
    await db
      .update(users)
      .set({ payAttempts: 0, ...rehash })
      .where(sql`${users.id} = ${userId} and ${users.payLockedUntil} is null`);
    return;
  }
  if (claimed.attempts >= PAY_CODE_MAX_ATTEMPTS) {
    await db
      .update(users)
      .set({ payLockedUntil: sql`now() + make_interval(mins => ${PAY_CODE_LOCK_MINUTES})` })
      .where(eq(users.id, userId));
  }
  throw wrongCode(claimed.attempts);
}
