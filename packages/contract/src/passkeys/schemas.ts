import { z } from 'zod';
import { payCode, positiveBigId, requiredText, V } from '../validation.js';

/** A passkey's name as the buyer gives it ("Phone", "Work laptop"). */
export const PASSKEY_NAME_MAX = 40;
/** How long a challenge may be answered, in seconds: long enough for a person, short enough to be no token. */
export const PASSKEY_CHALLENGE_SECONDS = 300;

const base64url = z
  .string()
  .regex(/^[A-Za-z0-9_-]*$/)
  .max(8192);
const transports = z.array(z.string().max(32)).max(10);
const credentialRef = z.object({ id: base64url, type: z.literal('public-key'), transports: transports.optional() });
const extensions = z.object({ credProps: z.boolean().optional() }).optional();
const hints = z.array(z.string().max(32)).max(5).optional();

/** What the browser's `navigator.credentials.create` is given (WebAuthn's PublicKeyCredentialCreationOptionsJSON). */
export const PasskeyCreationOptions = z.object({
  rp: z.object({ name: z.string(), id: z.string().optional() }),
  user: z.object({ id: base64url, name: z.string(), displayName: z.string() }),
  challenge: base64url,
  pubKeyCredParams: z.array(z.object({ alg: z.number().int(), type: z.literal('public-key') })),
  timeout: z.number().int().optional(),
  excludeCredentials: z.array(credentialRef).optional(),
  authenticatorSelection: z
    .object({
      authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
      requireResidentKey: z.boolean().optional(),
      residentKey: z.enum(['discouraged', 'preferred', 'required']).optional(),
      userVerification: z.enum(['discouraged', 'preferred', 'required']).optional(),
    })
    .optional(),
  hints,
  attestation: z.enum(['none', 'indirect', 'direct', 'enterprise']).optional(),
  extensions,
});
export type PasskeyCreationOptions = z.infer<typeof PasskeyCreationOptions>;

/** What `navigator.credentials.get` is given (WebAuthn's PublicKeyCredentialRequestOptionsJSON). */
export const PasskeyRequestOptions = z.object({
  challenge: base64url,
  timeout: z.number().int().optional(),
  rpId: z.string().optional(),
  allowCredentials: z.array(credentialRef).optional(),
  userVerification: z.enum(['discouraged', 'preferred', 'required']).optional(),
  hints,
  extensions,
});
export type PasskeyRequestOptions = z.infer<typeof PasskeyRequestOptions>;

const clientExtensionResults = z.object({ credProps: z.object({ rk: z.boolean().optional() }).optional() }).default({});

/** A new passkey as the browser answers it (RegistrationResponseJSON). */
export const PasskeyAttestation = z.object({
  id: base64url,
  rawId: base64url,
  type: z.literal('public-key'),
  response: z.object({
    clientDataJSON: base64url,
    attestationObject: base64url,
    authenticatorData: base64url.optional(),
    transports: transports.optional(),
    publicKeyAlgorithm: z.number().int().optional(),
    publicKey: base64url.optional(),
  }),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  clientExtensionResults,
});
export type PasskeyAttestation = z.infer<typeof PasskeyAttestation>;

/** A passkey's signature over a challenge as the browser answers it (AuthenticationResponseJSON). */
export const PasskeyAssertion = z.object({
  id: base64url,
  rawId: base64url,
  type: z.literal('public-key'),
  response: z.object({
    clientDataJSON: base64url,
    authenticatorData: base64url,
    signature: base64url,
    userHandle: base64url.optional(),
  }),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  clientExtensionResults,
});
export type PasskeyAssertion = z.infer<typeof PasskeyAssertion>;

export const PasskeyRegisterBody = z.object({
  name: requiredText(PASSKEY_NAME_MAX),
  credential: PasskeyAttestation,
});
export type PasskeyRegisterBody = z.input<typeof PasskeyRegisterBody>;

export const PasskeySignInBody = z.object({ credential: PasskeyAssertion });
export type PasskeySignInBody = z.input<typeof PasskeySignInBody>;

export const PasskeyRemoveBody = z.object({ id: positiveBigId });

export const PasskeyItem = z.object({
  id: z.number().int(),
  name: z.string(),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
});
export type PasskeyItem = z.infer<typeof PasskeyItem>;

export const PasskeySettings = z.object({ operators_need_passkey: z.boolean() });
export type PasskeySettings = z.infer<typeof PasskeySettings>;

/**
 * What confirms a payment or a withdrawal: the payment code, or a passkey's signature over a challenge from
 * PasskeyApi.confirmOptions (user verification required). Exactly one of the two (`oneProof`).
 */
export const payProofFields = { pay_password: payCode.optional(), passkey: PasskeyAssertion.optional() };

export const oneProof = (body: { pay_password?: string; passkey?: unknown }, ctx: z.RefinementCtx) => {
  if (body.pay_password === undefined && body.passkey === undefined) {
    ctx.addIssue({ code: 'custom', message: V.required, path: ['pay_password'] });
  } else if (body.pay_password !== undefined && body.passkey !== undefined) {
    ctx.addIssue({ code: 'custom', message: V.invalid, path: ['passkey'] });
  }
};
