import type {
  PasskeyAssertion,
  PasskeyAttestation,
  PasskeyCreationOptions,
  PasskeyRequestOptions,
} from '@tradewind/contract';

/**
 * The browser's side of passkeys (decision 054). @simplewebauthn/browser is imported only when a passkey
 * is made or used, so no screen's chunk, and never the first screen, carries it.
 */
const browser = () => import('@simplewebauthn/browser');

/** Whether this browser can make and use passkeys at all (WebAuthn). */
export const passkeysSupported = () =>
  typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';

export async function createPasskey(options: PasskeyCreationOptions): Promise<PasskeyAttestation> {
  const { startRegistration } = await browser();
  return (await startRegistration({ optionsJSON: options as never })) as PasskeyAttestation;
}

export async function signWithPasskey(options: PasskeyRequestOptions): Promise<PasskeyAssertion> {
  const { startAuthentication } = await browser();
  return (await startAuthentication({ optionsJSON: options as never })) as PasskeyAssertion;
}

/** The person closed the browser's prompt, or let it time out: nothing to report as an error. */
export const passkeyCancelled = (error: unknown) =>
  error instanceof Error && (error.name === 'NotAllowedError' || error.name === 'AbortError');
