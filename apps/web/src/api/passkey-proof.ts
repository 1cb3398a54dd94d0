import { ErrorKey, PasskeyApi, type PasskeyAssertion, type PasskeyRequestOptions } from '@tradewind/contract';
import { passkeyCancelled, signWithPasskey } from '@/lib/passkeys';
import { http, isApiError } from './http';

/**
 * A passkey's signature that confirms a payment or a withdrawal in place of the payment code: a single-use
 * challenge from the server, signed by one of the buyer's passkeys with user verification.
 */
export async function passkeyProof(): Promise<PasskeyAssertion> {
  const options = await http.post<PasskeyRequestOptions>(PasskeyApi.confirmOptions, undefined, { silent: true });
  return signWithPasskey(options);
}

/** The refusals of a passkey's answer that the confirming sheet shows under its field, as it shows a wrong code. */
export const PASSKEY_SHEET_ERRORS: readonly string[] = [
  ErrorKey.PasskeyFailed,
  ErrorKey.PasskeyExpired,
  ErrorKey.PasskeyUnknown,
  ErrorKey.PasskeyReplayed,
  ErrorKey.PasskeyNone,
];

/**
 * Gets a passkey's proof and hands it to `send`; answers the message for the sheet when there is none to send:
 * the prompt closed, no passkey, or the server's refusal of the challenge.
 */
export async function withPasskeyProof(
  send: (passkey: PasskeyAssertion) => Promise<string | undefined>,
  messages: { cancelled: string; failed: string },
): Promise<string | undefined> {
  let passkey: PasskeyAssertion;
  try {
    passkey = await passkeyProof();
  } catch (error) {
    if (passkeyCancelled(error)) return messages.cancelled;
    return isApiError(error) ? error.message : messages.failed;
  }
  return send(passkey);
}
