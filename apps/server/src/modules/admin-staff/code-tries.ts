import { ErrorKey } from '@tradewind/contract';
import type { Database } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { consume, isOverLimit, type Limit } from '../../lib/rate-limit.js';

/** Codes that match no open invitation, per address: a code is 32 random bytes, but nobody gets to spray them. */
export const STAFF_CODE_FAILURES_PER_IP: Limit = { bucket: 'staff-code-ip', max: 30, windowSeconds: 15 * 60 };

const CODE_REFUSALS: readonly string[] = [
  ErrorKey.InvitationInvalid,
  ErrorKey.InvitationUsed,
  ErrorKey.InvitationExpired,
];

/** Runs `use` unless the address is over its failures; a refused code counts one. */
export async function guardCodeTries<T>(db: Database, ip: string, use: () => Promise<T>): Promise<T> {
  const state = await isOverLimit(db, STAFF_CODE_FAILURES_PER_IP, ip);
  if (state.over) throw new AppError(ErrorKey.RateLimited, { minutes: Math.ceil(state.retryAfterSeconds / 60) });
  try {
    return await use();
  } catch (error) {
    if (error instanceof AppError && CODE_REFUSALS.includes(error.key))
      await consume(db, STAFF_CODE_FAILURES_PER_IP, ip);
    throw error;
  }
}
