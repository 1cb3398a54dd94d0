import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';

const root = path.resolve(import.meta.dirname, '..');
const sources = [
  'apps/web/src',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/build-tools',
  'apps/web/public',
  'packages/contract/src',
];
const builtIndex = path.join(root, 'apps/web/dist/index.html');

/** The latest modification time of a file, or of any file below a folder. */
export const newest = (target) => {
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...fs.readdirSync(target).map((name) => newest(path.join(target, name))));
};

/** Builds the web app when it has never been built or a source is newer than the build. */
export function buildWebIfNeeded({ force = false } = {}) {
  const built = fs.existsSync(builtIndex) ? fs.statSync(builtIndex).mtimeMs : 0;
  const changed = Math.max(
    ...sources
      .map((s) => path.join(root, s))
      .filter(fs.existsSync)
      .map(newest),
  );
  if (!force && built > changed) return;
  console.log('Building the web app…');
  const result = spawnSync('npm', ['run', 'build', '-w', '@tradewind/web'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
