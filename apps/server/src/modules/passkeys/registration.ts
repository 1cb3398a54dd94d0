import { generateRegistrationOptions, verifyRegistrationResponse } from '@simplewebauthn/server';
import {
  ErrorKey,
  PASSKEY_CHALLENGE_SECONDS,
  type PasskeyCreationOptions,
  type PasskeyItem,
  type PasskeyRegisterBody,
} from '@tradewind/contract';
import type { Database } from '../../db/client.js';
import { passkeys, type UserRow } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import { securityChange } from '../account/security-change.js';
import { challengeOf, keepChallenge, takeChallenge } from './challenges.js';
import { PASSKEYS_PER_ACCOUNT, passkeyCount, passkeysOf, toPasskeyItem } from './passkey-list.js';
import type { RelyingParty } from './relying-party.js';

/**
 * What the browser needs to make a passkey: a discoverable credential (it names its account at sign-in) with user
 * verification, no attestation (only the public key is kept), and the user's passkeys excluded so that one
 * authenticator is not added twice.
 */
export async function registrationOptions(db: Database, rp: RelyingParty, user: UserRow) {
  const existing = await passkeysOf(db, user.id);
  if (existing.length >= PASSKEYS_PER_ACCOUNT) throw new AppError(ErrorKey.PasskeyLimit, { max: PASSKEYS_PER_ACCOUNT });
  const options = await generateRegistrationOptions({
    rpName: rp.rpName,
    rpID: rp.rpId,
    userName: user.account,
    userDisplayName: `${user.givenName} ${user.familyName}`.trim() || user.account,
    userID: new TextEncoder().encode(`tw:${user.id}`),
    timeout: PASSKEY_CHALLENGE_SECONDS * 1000,
    attestationType: 'none',
    excludeCredentials: existing.map((row) => ({ id: row.credentialId, transports: row.transports })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
  });
  await keepChallenge(db, options.challenge, 'register', user.id);
  return options as PasskeyCreationOptions;
}

/**
 * The one place a passkey is added (the web app's Security screen and the console both come here): the challenge
 * taken, the browser's answer checked against the configured origins and RP ID with user verification, and only
 * the credential's id, public key, counter and transports kept, with the name the user gave it.
 */
export async function addPasskey(
  db: Database,
  rp: RelyingParty,
  user: UserRow,
  body: PasskeyRegisterBody,
): Promise<PasskeyItem> {
  const challenge = challengeOf(body.credential.response.clientDataJSON);
  await takeChallenge(db, challenge, 'register', user.id);
  if ((await passkeyCount(db, user.id)) >= PASSKEYS_PER_ACCOUNT) {
    throw new AppError(ErrorKey.PasskeyLimit, { max: PASSKEYS_PER_ACCOUNT });
  }
  const verified = await verifyRegistrationResponse({
    response: { ...body.credential, clientExtensionResults: body.credential.clientExtensionResults ?? {} },
    expectedChallenge: challenge,
    expectedOrigin: rp.origins,
    expectedRPID: rp.rpId,
    requireUserVerification: true,
  }).catch(() => ({ verified: false as const }));
  if (!verified.verified) throw new AppError(ErrorKey.PasskeyFailed);
  const { credential } = verified.registrationInfo;
  const row = await db.transaction(async (tx) => {
    const [added] = await tx
      .insert(passkeys)
      .values({
        userId: user.id,
        credentialId: credential.id,
        publicKey: Buffer.from(credential.publicKey).toString('base64url'),
        counter: credential.counter,
        transports: credential.transports ?? [],
        name: body.name,
      })
      .onConflictDoNothing({ target: passkeys.credentialId })
      .returning();
    // A new passkey is a security change: withdrawals wait from now (decision 052).
    if (added) await securityChange(tx, user.id, 'passkey_added');
    return added;
  });
  if (!row) throw new AppError(ErrorKey.PasskeyExists);
  return toPasskeyItem(row);
}
