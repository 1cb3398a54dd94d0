import path from 'node:path';
import { spawn } from 'node:child_process';
import { buildWebIfNeeded } from './web-build.mjs';
import { buildServerIfNeeded, SERVER_MAIN } from './server-build.mjs';
import { requireNode } from './node-version.mjs';

requireNode();
/** `npm start`: the web app and the server compiled when missing or stale, then the compiled server (not tsx). */
buildWebIfNeeded();
await buildServerIfNeeded();
const root = path.resolve(import.meta.dirname, '..');
const server = spawn(process.execPath, ['--enable-source-maps', SERVER_MAIN], { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
