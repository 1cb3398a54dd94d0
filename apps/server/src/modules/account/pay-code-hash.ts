import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { verifySecret } from '../../lib/secrets.js';
import { loadServerKey } from '../../lib/server-key.js';

/**
 * How payment codes are stored (decision 014). A code of six digits has about 20 bits: no hash slow enough to
 * matter protects it once the table leaks, and argon2 at password settings cost 35 ms of CPU on every payment.
 * What protects it is a key outside the database (`PAY_CODE_KEY` or `<DATA_DIR>/pay-code.key`): an HMAC-SHA256
 * under that key, over a random salt, the buyer's id and the code. Without the key the stored value says nothing;
 * with it, checking costs microseconds. Guessing online stays bounded by the lockout (pay-code.ts).
 */
const FORMAT = 'hmac-sha256$v1';

export type PayCodeCheck = 'match' | 'wrong' | 'match-needs-rehash';

export interface PayCodeHasher {
  hash(userId: number, code: string): string;
  /** 'match-needs-rehash' when the code matched an argon2id hash from before decision 014. */
  check(stored: string, userId: number, code: string): Promise<PayCodeCheck>;
}

export function createPayCodeHasher(key: Buffer): PayCodeHasher {
  if (key.length !== 32) throw new Error('The payment-code key must be 32 bytes');
  // The buyer's id is in the MAC, so a hash copied onto another account matches nothing there.
  const mac = (salt: Buffer, userId: number, code: string) =>
    createHmac('sha256', key).update(salt).update(`${userId}:${code}`).digest();
  return {
    hash(userId, code) {
      const salt = randomBytes(16);
      return [FORMAT, salt.toString('base64url'), mac(salt, userId, code).toString('base64url')].join('$');
    },
    async check(stored, userId, code) {
      if (stored.startsWith('$argon2')) return (await verifySecret(stored, code)) ? 'match-needs-rehash' : 'wrong';
      const [name, version, salt, expected] = stored.split('$');
      if (`${name}$${version}` !== FORMAT || !salt || !expected) return 'wrong';
      const wanted = Buffer.from(expected, 'base64url');
      const actual = mac(Buffer.from(salt, 'base64url'), userId, code);
      return wanted.length === actual.length && timingSafeEqual(wanted, actual) ? 'match' : 'wrong';
    },
  };
}

/** `PAY_CODE_KEY` when set; otherwise `<dataDir>/pay-code.key`, created with mode 0600 on the first start. */
export const loadPayCodeKey = (dataDir: string, fromEnv = process.env.PAY_CODE_KEY) =>
  loadServerKey(dataDir, 'pay-code.key', 'PAY_CODE_KEY', fromEnv);
