import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { newest } from './web-build.mjs';

const root = path.resolve(import.meta.dirname, '..');
const sources = ['apps/server/src', 'apps/server/package.json', 'packages/contract/src', 'scripts/server-build.mjs'];
/** The compiled server `npm start` runs: one ES module, its packages left to node_modules. */
export const SERVER_MAIN = path.join(root, 'apps/server/dist/main.js');

/**
 * Every package stays an import resolved at run time (native modules, PGlite's WebAssembly, files packages read
 * beside themselves), but the contract: it is TypeScript source, so it is bundled in.
 */
const packagesFromNodeModules = {
  name: 'packages-from-node-modules',
  setup(esbuild) {
    esbuild.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@tradewind/') ? undefined : { path: args.path, external: true },
    );
  },
};

/** Compiles the server when it has never been compiled or a source is newer than the build. */
export async function buildServerIfNeeded({ force = false } = {}) {
  const built = fs.existsSync(SERVER_MAIN) ? fs.statSync(SERVER_MAIN).mtimeMs : 0;
  const changed = Math.max(...sources.map((s) => newest(path.join(root, s))));
  if (!force && built > changed) return;
  const started = performance.now();
  await build({
    entryPoints: [path.join(root, 'apps/server/src/main.ts')],
    outfile: SERVER_MAIN,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node24',
    sourcemap: 'linked',
    plugins: [packagesFromNodeModules],
    logLevel: 'warning',
  });
  console.log(`Server compiled in ${Math.round(performance.now() - started)} ms`);
}

if (import.meta.filename === process.argv[1]) await buildServerIfNeeded({ force: true });
