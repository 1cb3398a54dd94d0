import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { buildWebIfNeeded } from '../web-build.mjs';
import { buildServerIfNeeded, SERVER_MAIN } from '../server-build.mjs';
import { BENCH_DEMO_PASSWORD } from './buyer.mjs';

const root = path.resolve(import.meta.dirname, '../..');

/**
 * `npm start` on a fresh demo database in a temporary folder, on `port`; resolves once it answers. `main` and
 * `webDist` name another build of the server and of the app (an earlier one, to compare with): then nothing is built.
 */
export async function startBuiltServer(port, { main, webDist } = {}) {
  if (!main) {
    buildWebIfNeeded();
    await buildServerIfNeeded();
  }
  const base = `http://localhost:${port}`;
  // Another server on the port would be measured instead of this one.
  if (
    await fetch(`${base}/api/ping`).then(
      () => true,
      () => false,
    )
  )
    throw new Error(`port ${port} is taken`);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tradewind-web-bench-'));
  const server = spawn(process.execPath, ['--enable-source-maps', main ?? SERVER_MAIN], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      DEMO_ACTIVITY: '0',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      DEMO_PASSWORD: BENCH_DEMO_PASSWORD,
      ...(webDist ? { WEB_DIST: webDist } : {}),
    },
  });
  // A fresh demo database takes a minute on a quiet machine, several on a loaded one.
  const deadline = Date.now() + 480_000;
  const fail = (message) => {
    server.kill('SIGTERM');
    return new Error(message);
  };
  for (;;) {
    if (server.exitCode !== null) throw fail(`the server stopped (exit ${server.exitCode})`);
    try {
      if ((await fetch(`${base}/api/ping`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw fail('the server did not start within 8 minutes');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const stop = async () => {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  return { base, stop };
}

/** A product that is on the shelf, for /detail/:id. */
export async function someProductId(base) {
  const answer = await (await fetch(`${base}/api/goods/list?sort=sales&limit=1`)).json();
  return answer.data.list[0].id;
}
