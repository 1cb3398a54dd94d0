import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadServerKey } from './server-key.js';

describe('a key kept outside the database', () => {
  it('is made once in the data folder, readable by its owner only, and the same on the next start', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tradewind-key-'));
    try {
      const first = loadServerKey(dir, 'pay-code.key', 'PAY_CODE_KEY', undefined);
      expect(first).toHaveLength(32);
      expect(fs.statSync(path.join(dir, 'pay-code.key')).mode & 0o777).toBe(0o600);
      expect(loadServerKey(dir, 'pay-code.key', 'PAY_CODE_KEY', undefined).equals(first)).toBe(true);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('comes from its variable when set, and refuses one that is not 64 hex characters', () => {
    const dir = path.join(os.tmpdir(), 'tradewind-key-never-made');
    expect(loadServerKey(dir, 'pay-code.key', 'PAY_CODE_KEY', 'ab'.repeat(32))).toEqual(Buffer.alloc(32, 0xab));
    expect(() => loadServerKey(dir, 'pay-code.key', 'PAY_CODE_KEY', 'abc')).toThrow(/PAY_CODE_KEY/);
    expect(fs.existsSync(dir)).toBe(false);
  });
});
