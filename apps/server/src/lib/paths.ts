import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The server package's folder (apps/server): the nearest folder with a package.json above this module, which is
 * src/lib when run from source (tsx) and dist when run compiled (a bundle of one file), so both find their files.
 */
function findServerDir(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!fs.existsSync(path.join(dir, 'package.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('The server package folder was not found');
    dir = parent;
  }
  return dir;
}

export const serverDir = findServerDir();
export const repoRoot = path.resolve(serverDir, '../..');
/** Files the server reads at run time stay beside their source: the help and law texts (db/ finds its own SQL). */
export const serverSource = (...parts: string[]) => path.join(serverDir, 'src', ...parts);
