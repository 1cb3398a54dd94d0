import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import type { App } from '../app.js';
import { call } from './api.js';

/**
 * A passkey authenticator in software, for API tests: an ES256 key made with node:crypto, "none" attestation, and
 * the WebAuthn bytes (authenticator data, COSE key, CBOR) written here, so that the server's checks run on real
 * signatures. Not a copy of the server's code: it follows the WebAuthn spec's layouts.
 */

/** The little CBOR WebAuthn needs: maps, byte and text strings, small integers. */
function cbor(value: unknown): Buffer {
  const head = (major: number, length: number) => {
    if (length < 24) return Buffer.from([(major << 5) | length]);
    if (length < 256) return Buffer.from([(major << 5) | 24, length]);
    const out = Buffer.alloc(3);
    out[0] = (major << 5) | 25;
    out.writeUInt16BE(length, 1);
    return out;
  };
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === 'string') return Buffer.concat([head(3, Buffer.byteLength(value)), Buffer.from(value)]);
  if (Buffer.isBuffer(value)) return Buffer.concat([head(2, value.length), value]);
  if (value instanceof Map) {
    const parts = [...value.entries()].flatMap(([k, v]) => [cbor(k), cbor(v)]);
    return Buffer.concat([head(5, value.size), ...parts]);
  }
  throw new Error(`cbor: ${typeof value}`);
}

const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest();
const b64url = (data: Buffer) => data.toString('base64url');

export interface SoftwarePasskey {
  credentialId: Buffer;
  privateKey: KeyObject;
  counter: number;
  userHandle?: string;
}

export class SoftwareAuthenticator {
  readonly passkeys: SoftwarePasskey[] = [];
  constructor(
    readonly origin = 'http://localhost:3000',
    readonly rpId = 'localhost',
    /** User verification: a PIN or a fingerprint the authenticator checked. */
    readonly verifiesUser = true,
  ) {}

  private authData(flags: number, counter: number, attested?: Buffer) {
    const count = Buffer.alloc(4);
    count.writeUInt32BE(counter);
    return Buffer.concat([sha256(this.rpId), Buffer.from([flags]), count, ...(attested ? [attested] : [])]);
  }

  private clientData(type: 'webauthn.create' | 'webauthn.get', challenge: string, origin = this.origin) {
    return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  }

  private flags = () => 0x01 | (this.verifiesUser ? 0x04 : 0);

  /** Answers the server's creation options as a browser would (RegistrationResponseJSON). */
  create(options: { challenge: string; user: { id: string } }, origin = this.origin) {
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const jwk = publicKey.export({ format: 'jwk' });
    const coseKey = cbor(
      new Map<number, unknown>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, Buffer.from(jwk.x!, 'base64url')],
        [-3, Buffer.from(jwk.y!, 'base64url')],
      ]),
    );
    const credentialId = randomBytes(16);
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(credentialId.length);
    const attested = Buffer.concat([Buffer.alloc(16), idLength, credentialId, coseKey]);
    const authData = this.authData(this.flags() | 0x40, 0, attested);
    const attestationObject = cbor(
      new Map<string, unknown>([
        ['fmt', 'none'],
        ['attStmt', new Map()],
        ['authData', authData],
      ]),
    );
    this.passkeys.push({ credentialId, privateKey, counter: 0, userHandle: options.user.id });
    return {
      id: b64url(credentialId),
      rawId: b64url(credentialId),
      type: 'public-key' as const,
      response: {
        clientDataJSON: b64url(this.clientData('webauthn.create', options.challenge, origin)),
        attestationObject: b64url(attestationObject),
        transports: ['internal'],
      },
      clientExtensionResults: {},
    };
  }

  /**
   * Signs a request's challenge with a passkey (the last one made unless told), its counter raised by one unless
   * `counter` is given (a replay or a clone sends one already used).
   */
  get(options: { challenge: string }, given: { passkey?: SoftwarePasskey; counter?: number } = {}) {
    const passkey: SoftwarePasskey = given.passkey ?? this.passkeys.at(-1)!;
    const counter = given.counter ?? passkey.counter + 1;
    passkey.counter = Math.max(passkey.counter, counter);
    const authData = this.authData(this.flags(), counter);
    const clientData = this.clientData('webauthn.get', options.challenge);
    const signature = sign('sha256', Buffer.concat([authData, sha256(clientData)]), passkey.privateKey);
    return {
      id: b64url(passkey.credentialId),
      rawId: b64url(passkey.credentialId),
      type: 'public-key' as const,
      response: {
        clientDataJSON: b64url(clientData),
        authenticatorData: b64url(authData),
        signature: b64url(signature),
        ...(passkey.userHandle ? { userHandle: passkey.userHandle } : {}),
      },
      clientExtensionResults: {},
    };
  }
}

/** Adds a passkey of a new software authenticator to the account behind `token`; answers its id. */
export async function addSoftwarePasskey(app: App, token: string, name = 'Phone') {
  const authenticator = new SoftwareAuthenticator();
  const options = await call(app, 'POST', '/api/user/passkey_register_options', { token });
  const credential = authenticator.create(options.body.data);
  const added = await call(app, 'POST', '/api/user/passkey_register', { token, body: { name, credential } });
  if (added.status !== 200) throw new Error(JSON.stringify(added.body));
  return added.body.data.id as number;
}
