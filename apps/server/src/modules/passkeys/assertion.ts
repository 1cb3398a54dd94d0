import { and, eq, sql } from 'drizzle-orm';
import { generateAuthenticationOptions, verifyAuthenticationResponse } from '@simplewebauthn/server';
import {
  ErrorKey,
  PASSKEY_CHALLENGE_SECONDS,
  type PasskeyAssertion,
  type PasskeyRequestOptions,
} from '@tradewind/contract';
import type { Database } from '../../db/client.js';
import { passkeys } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import { consume, isOverLimit, type Limit } from '../../lib/rate-limit.js';
import { challengeOf, keepChallenge, takeChallenge, type ChallengePurpose } from './challenges.js';
import { passkeysOf } from './passkey-list.js';
import type { RelyingParty } from './relying-party.js';

/** Passkey answers refused, per address: counted in the database as the password sign-in's failures are. */
export const PASSKEY_FAILURES_PER_IP: Limit = { bucket: 'passkey-ip', max: 50, windowSeconds: 15 * 60 };
/** Challenges handed out per address: each is a row until it is answered or swept. */
export const PASSKEY_CHALLENGES_PER_IP: Limit = { bucket: 'passkey-challenge-ip', max: 200, windowSeconds: 15 * 60 };

const tooMany = (seconds: number) => new AppError(ErrorKey.RateLimited, { minutes: Math.ceil(seconds / 60) });

/**
 * A challenge to sign: for a sign-in, with no account named (the passkey says whose it is, so the browser may
 * offer any of this site's); to confirm a payment or a withdrawal, with the user's own passkeys listed.
 */
export async function assertionOptions(
  db: Database,
  rp: RelyingParty,
  ip: string,
  purpose: Exclude<ChallengePurpose, 'register'>,
  userId: number | null,
): Promise<PasskeyRequestOptions> {
  const hit = await consume(db, PASSKEY_CHALLENGES_PER_IP, ip);
  if (!hit.allowed) throw tooMany(hit.retryAfterSeconds);
  const own = userId === null ? [] : await passkeysOf(db, userId);
  if (userId !== null && own.length === 0) throw new AppError(ErrorKey.PasskeyNone);
  const options = await generateAuthenticationOptions({
    rpID: rp.rpId,
    timeout: PASSKEY_CHALLENGE_SECONDS * 1000,
    userVerification: 'required',
    allowCredentials: own.map((row) => ({ id: row.credentialId, transports: row.transports as never })),
  });
  await keepChallenge(db, options.challenge, purpose, userId);
  return options as PasskeyRequestOptions;
}

/**
 * Checks a passkey's signature over a challenge this server handed out, and answers whose passkey it is. In order:
 * the address under its failure limit; the challenge taken (single use, unexpired, this purpose, this user); the
 * passkey known (and the user's own when a user is given); the signature, origin, RP ID and user verification; and
 * the counter, raised in one conditional UPDATE that refuses a counter not above the stored one (a replayed answer
 * or a cloned authenticator; an authenticator that keeps no counter sends 0 every time, which the single-use
 * challenge covers). Every refusal counts against the address.
 */
export async function verifyPasskey(
  db: Database,
  rp: RelyingParty,
  ip: string,
  credential: PasskeyAssertion,
  purpose: Exclude<ChallengePurpose, 'register'>,
  userId: number | null,
): Promise<{ userId: number; passkeyId: number }> {
  const state = await isOverLimit(db, PASSKEY_FAILURES_PER_IP, ip);
  if (state.over) throw tooMany(state.retryAfterSeconds);
  try {
    return await checkAssertion(db, rp, credential, purpose, userId);
  } catch (error) {
    if (error instanceof AppError) await consume(db, PASSKEY_FAILURES_PER_IP, ip);
    throw error;
  }
}

async function checkAssertion(
  db: Database,
  rp: RelyingParty,
  credential: PasskeyAssertion,
  purpose: Exclude<ChallengePurpose, 'register'>,
  userId: number | null,
) {
  const challenge = challengeOf(credential.response.clientDataJSON);
  await takeChallenge(db, challenge, purpose, userId);
  const owner = userId === null ? undefined : eq(passkeys.userId, userId);
  const [row] = await db
    .select()
    .from(passkeys)
    .where(and(eq(passkeys.credentialId, credential.id), owner));
  if (!row) throw new AppError(ErrorKey.PasskeyUnknown);
  const verified = await verifyAuthenticationResponse({
    response: { ...credential, clientExtensionResults: credential.clientExtensionResults ?? {} },
    expectedChallenge: challenge,
    expectedOrigin: rp.origins,
    expectedRPID: rp.rpId,
    // The counter is compared below, in the database, where two answers at once cannot both pass.
    credential: { id: row.credentialId, publicKey: Buffer.from(row.publicKey, 'base64url'), counter: 0 },
    requireUserVerification: true,
  }).catch(() => ({ verified: false as const, authenticationInfo: undefined }));
  if (!verified.verified || !verified.authenticationInfo.userVerified) throw new AppError(ErrorKey.PasskeyFailed);
  const next = verified.authenticationInfo.newCounter;
  const raised = await db
    .update(passkeys)
    .set({ counter: next, lastUsedAt: new Date() })
    .where(
      and(eq(passkeys.id, row.id), sql`(${passkeys.counter} < ${next} or (${passkeys.counter} = 0 and ${next} = 0))`),
    )
    .returning({ id: passkeys.id });
  if (raised.length === 0) throw new AppError(ErrorKey.PasskeyReplayed);
  return { userId: row.userId, passkeyId: row.id };
}
