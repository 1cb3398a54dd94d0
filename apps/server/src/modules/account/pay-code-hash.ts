import { createHmac, timingSafeEqual } from 'node:crypto';
import { verifySecret } from '../../lib/secrets.js';
import { loadServerKey } from '../../lib/server-key.js';

/**
 * How payment codes are stored (decision 014). A code of six digits has about 20 bits: no hash slow enough to
 * matter protects it once the table leaks, and argon2 at password settings cost 35 ms of CPU on every payment.
 * What protects it is a key outside the database (`PAY_CODE_KEY` or `<DATA_DIR>/pay-code.key`): HMAC-SHA256
 * under that key of the buyer's id and the code. Without the key the stored value says nothing; with it, a check
 * costs microseconds. The id makes equal codes differ between buyers, so no salt is needed, and the server can
 * compute the expected value before reading the row: the compare and the count are then one statement.
 */
const PREFIX = 'hmac-sha256$v1$';

export interface PayCodeHasher {
  /** The value stored for this buyer's code; the same code gives the same value (see above). */
  hash(userId: number, code: string): string;
  /** An argon2id hash from before decision 014, checked the slow way once and then replaced. */
  isLegacy(stored: string): boolean;
  /** 'match-needs-rehash' when the code matched a legacy argon2id hash. */
  check(stored: string, userId: number, code: string): Promise<'match' | 'wrong' | 'match-needs-rehash'>;
}

export function createPayCodeHasher(key: Buffer): PayCodeHasher {
  if (key.length !== 32) throw new Error('The payment-code key must be 32 bytes');
  const hash = (userId: number, code: string) =>
    PREFIX + createHmac('sha256', key).update(`${userId}:${code}`).digest('base64url');
  const isLegacy = (stored: string) => stored.startsWith('$argon2');
  return {
    hash,
    isLegacy,
    async check(stored, userId, code) {
      if (isLegacy(stored)) return (await verifySecret(stored, code)) ? 'match-needs-rehash' : 'wrong';
      const wanted = Buffer.from(stored);
      const actual = Buffer.from(hash(userId, code));
      return wanted.length === actual.length && timingSafeEqual(wanted, actual) ? 'match' : 'wrong';
    },
  };
}

/** `PAY_CODE_KEY` when set; otherwise `<dataDir>/pay-code.key`, created with mode 0600 on the first start. */
export const loadPayCodeKey = (dataDir: string, fromEnv: string | undefined) =>
  loadServerKey(dataDir, 'pay-code.key', 'PAY_CODE_KEY', fromEnv);
