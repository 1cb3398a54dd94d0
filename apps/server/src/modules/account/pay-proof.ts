import { ErrorKey, type PasskeyAssertion } from '@tradewind/contract';
import type { Database } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { verifyPasskey } from '../passkeys/assertion.js';
import type { RelyingParty } from '../passkeys/relying-party.js';
import { PAY_CODE_ERRORS, verifyPayCode, type CodeNotMatched, type PayCodeHasher } from './pay-code.js';

/** What confirms a payment or a withdrawal (the contract's `payProofFields`): the payment code or a passkey. */
export interface PayProof {
  pay_password?: string;
  passkey?: PasskeyAssertion;
}

/**
 * What a money call is told of the proof: the code's keyed hash to compare inside its statement, or that a passkey
 * was verified for this request (db/functions/tw_pay.sql skips the code then).
 */
export type ProofCheck = { code_hash: string; passkey_confirmed: false } | { code_hash: null; passkey_confirmed: true };

export interface PayProofDeps {
  db: Database;
  hasher: PayCodeHasher;
  rp: RelyingParty;
  ip: string;
}

/** What confirming may answer: the code's refusals and a passkey's. */
export const PAY_PROOF_ERRORS = [
  ...PAY_CODE_ERRORS,
  ErrorKey.PasskeyFailed,
  ErrorKey.PasskeyExpired,
  ErrorKey.PasskeyUnknown,
  ErrorKey.PasskeyReplayed,
] as const;

const notMatched = (outcome: unknown): outcome is CodeNotMatched =>
  typeof outcome === 'object' && outcome !== null && 'code' in outcome;

/**
 * The one check of what confirms a payment or a withdrawal (decisions 014, 032 and 054). A payment code
 * goes through `verifyPayCode` under its lockout, compared by `compare` (the money call's statement) or on its own;
 * a passkey is verified first (single-use challenge for 'confirm', the user's own passkey, user verification, the
 * counter), then `compare` runs told so. A passkey does not spend or clear the code's tries.
 */
export function confirmPayer(deps: PayProofDeps, userId: number, proof: PayProof): Promise<void>;
export function confirmPayer<T>(
  deps: PayProofDeps,
  userId: number,
  proof: PayProof,
  compare: (check: ProofCheck) => Promise<T | CodeNotMatched>,
): Promise<T>;
export async function confirmPayer<T>(
  deps: PayProofDeps,
  userId: number,
  proof: PayProof,
  compare?: (check: ProofCheck) => Promise<T | CodeNotMatched>,
): Promise<T | void> {
  if (proof.passkey) {
    await verifyPasskey(deps.db, deps.rp, deps.ip, proof.passkey, 'confirm', userId);
    if (!compare) return;
    const outcome = await compare({ code_hash: null, passkey_confirmed: true });
    if (notMatched(outcome)) throw new AppError(ErrorKey.Conflict);
    return outcome;
  }
  const code = proof.pay_password ?? '';
  if (!compare) return verifyPayCode(deps.db, deps.hasher, userId, code);
  return verifyPayCode(deps.db, deps.hasher, userId, code, (codeHash) =>
    compare({ code_hash: codeHash, passkey_confirmed: false }),
  );
}
