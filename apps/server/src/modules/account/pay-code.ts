import { eq, sql } from 'drizzle-orm';
import { ErrorKey, PAY_CODE_LOCK_MINUTES, PAY_CODE_MAX_ATTEMPTS, type ResetPayBody } from '@tradewind/contract';
import { queryRows, type Database } from '../../db/client.js';
import { users, type UserRow } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import type { PayCodeHasher } from './pay-code-hash.js';
import { verifyLegacyPayCode, whyNoAttempt, wrongCode } from './pay-code-legacy.js';

/**
 * Compares and counts in one statement, the database function `tw_compare_pay_code` (docs/architecture.md §4, decisions 014 and 032): the server computes the keyed hash of the code
 * it was given, and the row, locked by the update, says whether it matches. A right code clears the count; a
 * wrong one adds to it, and the fifth sets the lock in the same statement. Each statement compares once, one at a
 * time on the row, so however many requests arrive at once, at most five codes are compared before the lock.
 * No row: no code, a lock, or a code still stored as argon2id.
 */
async function compareAndCount(db: Database, userId: number, expected: string) {
  const [row] = await queryRows<{ matched: boolean | null; attempts: number | null }>(
    db,
    sql`select matched, attempts from tw_compare_pay_code(${userId}::bigint, ${expected}::text,
      ${PAY_CODE_MAX_ATTEMPTS}::int, ${PAY_CODE_LOCK_MINUTES}::int)`,
  );
  return row?.matched == null ? undefined : { matched: row.matched, attempts: row.attempts! };
}

/** What checking a payment code may answer (RATE_LIMITED: a code stored before decision 014, tried too often at once). */
export const PAY_CODE_ERRORS = [
  ErrorKey.PayCodeNotSet,
  ErrorKey.PayCodeWrong,
  ErrorKey.PayCodeLocked,
  ErrorKey.RateLimited,
] as const;

/** Checks a payment code under the lockout; throws PAY_CODE_NOT_SET, PAY_CODE_WRONG or PAY_CODE_LOCKED. */
export async function verifyPayCode(db: Database, hasher: PayCodeHasher, userId: number, code: string): Promise<void> {
  const result = await compareAndCount(db, userId, hasher.hash(userId, code));
  if (result) {
    if (result.matched) return;
    throw wrongCode(result.attempts);
  }
  const refusal = await whyNoAttempt(db, userId);
  if (refusal) throw refusal;
  await verifyLegacyPayCode(db, hasher, userId, code);
}

/** Sets the code the first time (no old code asked) or changes it (the old code is checked under the lockout). */
export async function setPayCode(db: Database, hasher: PayCodeHasher, user: UserRow, body: ResetPayBody) {
  const isChange = user.payPasswordHash !== null;
  if (isChange) {
    try {
      await verifyPayCode(db, hasher, user.id, body.old_pay_password ?? '');
    } catch (error) {
      if (error instanceof AppError && error.key === ErrorKey.PayCodeWrong) {
        throw new AppError(ErrorKey.OldPayCodeWrong);
      }
      throw error;
    }
  }
  const payPasswordHash = hasher.hash(user.id, body.pay_password);
  await db
    .update(users)
    .set({ payPasswordHash, payAttempts: 0, payLockedUntil: null, updatedAt: new Date() })
    .where(eq(users.id, user.id));
  return isChange ? 'success.payCodeChanged' : 'success.payCodeSet';
}
