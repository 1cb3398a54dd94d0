import path from 'node:path';
import { spawn } from 'node:child_process';
import { buildWebIfNeeded } from './web-build.mjs';

buildWebIfNeeded();
const root = path.resolve(import.meta.dirname, '..');
const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
