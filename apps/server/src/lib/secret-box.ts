import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { loadServerKey } from './server-key.js';

/**
 * AES-256-GCM for what must be readable again but never sit in the database in clear (bank card numbers,
 * DESIGN §4). The key lives outside the database: `CARD_KEY` (64 hex characters) or a key file made once.
 */
export interface SecretBox {
  seal(plain: string): string;
  open(sealed: string): string;
}

export function createSecretBox(key: Buffer): SecretBox {
  if (key.length !== 32) throw new Error('The card key must be 32 bytes');
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
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
    },
  };
}

/** `CARD_KEY` when set; otherwise `<dataDir>/card.key`, created with mode 0600 on the first start. */
export const loadCardKey = (dataDir: string, fromEnv = process.env.CARD_KEY) =>
  loadServerKey(dataDir, 'card.key', 'CARD_KEY', fromEnv);

/** "•••• 1234" */
export const maskCard = (last4: string | null) => (last4 ? `•••• ${last4}` : '');
