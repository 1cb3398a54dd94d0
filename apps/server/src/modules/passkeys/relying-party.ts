/**
 * Who the passkeys are for: the relying party's id (a domain; a passkey made for it works on it and its
 * subdomains only), its name shown in the browser's prompt, and the exact origins whose pages may use them. From
 * configuration (WEBAUTHN_RP_ID, WEBAUTHN_RP_NAME, WEBAUTHN_ORIGINS), never from the request.
 */
export interface RelyingParty {
  rpId: string;
  rpName: string;
  origins: string[];
}

/** Tests' and a bare `buildApp`'s: localhost on the default port. */
export const LOCAL_RELYING_PARTY: RelyingParty = {
  rpId: 'localhost',
  rpName: 'Tradewind',
  origins: ['http://localhost:3000'],
};
