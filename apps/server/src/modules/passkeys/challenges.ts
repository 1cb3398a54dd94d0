import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { ErrorKey, PASSKEY_CHALLENGE_SECONDS } from '@tradewind/contract';
import type { Database } from '../../db/client.js';
import { passkeyChallenges } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';

export type ChallengePurpose = 'register' | 'sign-in' | 'confirm';

/**
 * Keeps a challenge the server handed out, for PASSKEY_CHALLENGE_SECONDS, in the database: the answer may reach
 * another process. Challenges left unanswered are swept here, on the way.
 */
export async function keepChallenge(db: Database, challenge: string, purpose: ChallengePurpose, userId: number | null) {
  await db.delete(passkeyChallenges).where(lt(passkeyChallenges.expiresAt, new Date()));
  await db.insert(passkeyChallenges).values({
    challenge,
    purpose,
    userId,
    expiresAt: new Date(Date.now() + PASSKEY_CHALLENGE_SECONDS * 1000),
  });
}

/** The challenge a browser signed, from its client data; PASSKEY_FAILED when it is not WebAuthn's JSON. */
export function challengeOf(clientDataJSON: string): string {
  try {
    const data = JSON.parse(Buffer.from(clientDataJSON, 'base64url').toString('utf8')) as { challenge?: unknown };
    if (typeof data.challenge === 'string' && data.challenge.length > 0) return data.challenge;
  } catch {
    // not JSON: refused below
  }
  throw new AppError(ErrorKey.PasskeyFailed);
}

/**
 * Takes the challenge: one statement deletes it when it is unexpired, for this purpose and this user (no user: a
 * sign-in), so of two answers to one challenge only one goes on. PASSKEY_EXPIRED otherwise.
 */
export async function takeChallenge(db: Database, challenge: string, purpose: ChallengePurpose, userId: number | null) {
  const taken = await db
    .delete(passkeyChallenges)
    .where(
      and(
        eq(passkeyChallenges.challenge, challenge),
        eq(passkeyChallenges.purpose, purpose),
        userId === null ? isNull(passkeyChallenges.userId) : eq(passkeyChallenges.userId, userId),
        gt(passkeyChallenges.expiresAt, sql`now()`),
      ),
    )
    .returning({ challenge: passkeyChallenges.challenge });
  if (taken.length === 0) throw new AppError(ErrorKey.PasskeyExpired);
}
