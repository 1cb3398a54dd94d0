import fs from 'node:fs';
import path from 'node:path';

/** PGlite takes no lock of its own (docs/stack.md trap 6): a second process on one folder would corrupt it. */
export class DataDirLockedError extends Error {}

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

export function lockDataDir(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, 'tradewind.lock');
  const take = () => fs.writeFileSync(file, String(process.pid), { flag: 'wx' });
  try {
    take();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const holder = Number(fs.readFileSync(file, 'utf8'));
    if (holder && holder !== process.pid && isAlive(holder)) {
      throw new DataDirLockedError(
        `The data folder ${dataDir} is in use by another Tradewind process (pid ${holder}). ` +
          'Stop it first, or start this one with another DATA_DIR or with DATABASE_URL.',
      );
    }
    fs.rmSync(file, { force: true });
    take();
  }
  return () => fs.rmSync(file, { force: true });
}
