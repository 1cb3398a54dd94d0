import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * A 32-byte key that must never sit in the database (decisions 008 and 014): from its environment variable
 * (64 hex characters) when set, else from `<dataDir>/<file>`, created with mode 0600 on the first start.
 */
export function loadServerKey(dataDir: string, file: string, variable: string, fromEnv: string | undefined): Buffer {
  if (fromEnv) {
    if (!/^[0-9a-f]{64}$/i.test(fromEnv)) throw new Error(`${variable} must be 64 hexadecimal characters`);
    return Buffer.from(fromEnv, 'hex');
  }
  const keyFile = path.join(dataDir, file);
  if (!fs.existsSync(keyFile)) {
    fs.mkdirSync(dataDir, { recursive: true });
    try {
      fs.writeFileSync(keyFile, randomBytes(32).toString('hex'), { mode: 0o600, flag: 'wx' });
    } catch (error) {
      // Another process made it first: use theirs.
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  return Buffer.from(fs.readFileSync(keyFile, 'utf8').trim(), 'hex');
}
