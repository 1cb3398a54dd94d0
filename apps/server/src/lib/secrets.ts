import { createHash, randomBytes, randomInt } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/** OWASP argon2id settings: 19 MiB, 2 passes, 1 lane (algorithm 2 is Argon2id; the enum is ambient). */
const ARGON2 = { algorithm: 2 as const, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export const hashSecret = (secret: string) => hash(secret, ARGON2);

export const verifySecret = async (hashed: string, secret: string) => {
  try {
    return await verify(hashed, secret);
  } catch {
    return false;
  }
};

/** A fixed hash to compare against when the account does not exist, so timing does not tell. */
let dummyHash: Promise<string> | undefined;
export const dummySecretHash = () => (dummyHash ??= hashSecret(randomBytes(16).toString('hex')));

export const newToken = () => randomBytes(32).toString('base64url');
export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
export const randomDigits = (length: number) => Array.from({ length }, () => randomInt(10)).join('');
export const randomPassword = () => randomBytes(12).toString('base64url');
