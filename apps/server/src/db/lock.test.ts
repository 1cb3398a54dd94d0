import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './lock.js';
import { parseInt8 } from './types.js';

const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tw-lock-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => dirs.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

describe('data folder lock', () => {
  it('stops a second process with a clear message while the first one lives', async () => {
    const dir = tempDir();
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 20000)']);
    try {
      fs.writeFileSync(path.join(dir, 'tradewind.lock'), String(other.pid));
      expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
      expect(() => lockDataDir(dir)).toThrow(/in use by another Tradewind process/);
    } finally {
      other.kill();
    }
  });

  it('takes over the lock of a process that is gone, and releases it', () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, 'tradewind.lock'), '999999999');
    const release = lockDataDir(dir);
    expect(fs.readFileSync(path.join(dir, 'tradewind.lock'), 'utf8')).toBe(String(process.pid));
    release();
    expect(fs.existsSync(path.join(dir, 'tradewind.lock'))).toBe(false);
  });
});

describe('int8 normalisation', () => {
  it('gives safe integers as numbers and refuses to lose precision', () => {
    expect(parseInt8('9007199254740991')).toBe(9007199254740991);
    expect(parseInt8('-42')).toBe(-42);
    expect(() => parseInt8('9007199254740993')).toThrow(RangeError);
  });
});
