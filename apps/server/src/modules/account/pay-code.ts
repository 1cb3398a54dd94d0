import { eq, sql } from 'drizzle-orm';
import { ErrorKey, PAY_CODE_LOCK_MINUTES, PAY_CODE_MAX_ATTEMPTS, type ResetPayBody } from '@tradewind/contract';
import { queryRows, type Database } from '../../db/client.js';
import { users, type UserRow } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import type { PayCodeHasher } from './pay-code-hash.js';
import { verifyLegacyPayCode, whyNoAttempt, wrongCode } from './pay-code-legacy.js';
import { securityChange } from './security-change.js';

export type { PayCodeHasher } from './pay-code-hash.js';

/**
 * What the database answers when it did not match a code: wrong (`matched` false, with the tries counted so far),
 * or not compared (null: no code stored as HMAC, or locked).
 */
export type CodeNotMatched = { code: { matched: boolean | null; attempts: number | null } };

const notMatched = (outcome: unknown): outcome is CodeNotMatched =>
  typeof outcome === 'object' && outcome !== null && 'code' in outcome;

/**
 * Compares and counts in one statement, the database function `tw_compare_pay_code` (docs/architecture.md §4,
 * decisions 014 and 032): the server computes the keyed hash of the code it was given, and the row, locked by the
 * update, says whether it matches. A right code clears the count; a wrong one adds to it, and the fifth sets the
 * lock in the same statement. Each statement compares once, one at a time on the row, so however many requests
 * arrive at once, at most five codes are compared before the lock.
 */
async function compareAndCount(db: Database, userId: number, expected: string): Promise<CodeNotMatched | undefined> {
  const [row] = await queryRows<{ matched: boolean | null; attempts: number | null }>(
    db,
    sql`select matched, attempts from tw_compare_pay_code(${userId}::bigint, ${expected}::text,
      ${PAY_CODE_MAX_ATTEMPTS}::int, ${PAY_CODE_LOCK_MINUTES}::int)`,
  );
  return row?.matched ? undefined : { code: { matched: row?.matched ?? null, attempts: row?.attempts ?? null } };
}

/** What checking a payment code may answer (RATE_LIMITED: a code stored before decision 014, tried too often at once). */
export const PAY_CODE_ERRORS = [
  ErrorKey.PayCodeNotSet,
  ErrorKey.PayCodeWrong,
  ErrorKey.PayCodeLocked,
  ErrorKey.RateLimited,
] as const;

/**
 * The payment-code check under the lockout: the one entry for whatever a code allows (paying, withdrawing, changing
 * it). `compare` compares the code's keyed hash in the database and counts the try: by default on its own; a payment
 * passes its own call (`tw_pay`), which compares inside the payment's statement and answers the payment, or what the
 * code was when it did not match. A wrong code is PAY_CODE_WRONG (PAY_CODE_LOCKED at the fifth). When the database
 * could not compare it, this says why (PAY_CODE_NOT_SET, PAY_CODE_LOCKED), or checks a code still stored as argon2id
 * (before decision 014), stores it keyed, and compares again.
 */
export function verifyPayCode(db: Database, hasher: PayCodeHasher, userId: number, code: string): Promise<void>;
export function verifyPayCode<T>(
  db: Database,
  hasher: PayCodeHasher,
  userId: number,
  code: string,
  compare: (expected: string) => Promise<T | CodeNotMatched>,
): Promise<T>;
export async function verifyPayCode<T>(
  db: Database,
  hasher: PayCodeHasher,
  userId: number,
  code: string,
  compare: (expected: string) => Promise<T | CodeNotMatched | undefined> = (expected) =>
    compareAndCount(db, userId, expected),
): Promise<T | undefined> {
  const expected = hasher.hash(userId, code);
  const first = await compare(expected);
  if (!notMatched(first)) return first;
  if (first.code.matched === false) throw wrongCode(first.code.attempts!);
  const refusal = await whyNoAttempt(db, userId);
  if (refusal) throw refusal;
  await verifyLegacyPayCode(db, hasher, userId, code);
  const again = await compare(expected);
  if (!notMatched(again)) return again;
  if (again.code.matched === false) throw wrongCode(again.code.attempts!);
  throw new AppError(ErrorKey.Conflict);
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
  // Setting the first code is no change; changing it holds withdrawals (decision 052, withdrawal protections).
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ payPasswordHash, payAttempts: 0, payLockedUntil: null, updatedAt: new Date() })
      .where(eq(users.id, user.id));
    if (isChange) await securityChange(tx, user.id, 'pay_code_changed');
  });
  return isChange ? 'success.payCodeChanged' : 'success.payCodeSet';
}
