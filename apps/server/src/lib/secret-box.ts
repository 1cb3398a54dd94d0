import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { loadServerKey } from './server-key.js';

/**
 * AES-256-GCM for what must be readable again but never sit in the database in clear (bank card numbers,
 * docs/architecture.md §4). The key lives outside the database: `CARD_KEY` (64 hex characters) or a key file made once.
 */
export interface SecretBox {
  seal(plain: string): string;
  open(sealed: string): string;
}

/**
 * Seals under `key`; opens what `key` or one of `otherKeys` sealed. GCM's tag refuses a wrong key, so trying each
 * in turn is safe. Two keys at once is how the key is rotated without stopping (docs/operations.md, the card key).
 */
export function createSecretBox(key: Buffer, otherKeys: Buffer[] = []): SecretBox {
  for (const k of [key, ...otherKeys]) if (k.length !== 32) throw new Error('The card key must be 32 bytes');
  const openWith = (k: Buffer, iv: string, tag: string, body: string) => {
    const decipher = createDecipheriv('aes-256-gcm', k, Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
  };
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return ['v1', iv, cipher.getAuthTag(), body]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
        .join('.');
    },
    open(sealed) {
      const [version, iv, tag, body] = sealed.split('.');
      if (version !== 'v1' || !iv || !tag || !body) throw new Error('Not a sealed value');
      let refused: unknown;
      for (const k of [key, ...otherKeys]) {
        try {
          return openWith(k, iv, tag, body);
        } catch (error) {
          refused = error; // sealed under another key, or altered
        }
      }
      throw refused;
    },
  };
}

/** `CARD_KEY` when set; otherwise `<dataDir>/card.key`, created with mode 0600 on the first start. */
export const loadCardKey = (dataDir: string, fromEnv: string | undefined) =>
  loadServerKey(dataDir, 'card.key', 'CARD_KEY', fromEnv);

/** "•••• 1234" */
export const maskCard = (last4: string | null) => (last4 ? `•••• ${last4}` : '');
