import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { buildServerIfNeeded, SERVER_MAIN } from '../../../scripts/server-build.mjs';

const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src');
const seedCli = path.join(src, 'seed/cli.ts');
export const BENCH_OPERATOR_PASSWORD = 'bench-operator-pass';

/**
 * The real server in its own process, as `npm start` runs it (compiled, without the web app), so the load generator in this
 * process does not share its event loop. PGlite on a fresh folder, or the PostgreSQL database given.
 */
export async function startServer(options: {
  port: number;
  databaseUrl?: string;
  products?: number;
  env?: Record<string, string>;
}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tradewind-bench-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(options.port),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    WEB_DIST: dataDir,
    OPERATOR_ACCOUNT: 'operator',
    OPERATOR_PASSWORD: BENCH_OPERATOR_PASSWORD,
    // Every bench buyer registers from this one address.
    REGISTRATIONS_PER_IP: '1000000',
    ...options.env,
  };
  delete env.DATABASE_URL;
  if (options.databaseUrl) env.DATABASE_URL = options.databaseUrl;
  if (options.products) await seed(env, options.products);
  // BENCH_CPU_PROF=<folder>: the server writes a V8 CPU profile there when it stops (open it in Chrome's DevTools).
  const profile = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
  await buildServerIfNeeded();
  const child = spawn(process.execPath, [...profile, '--enable-source-maps', SERVER_MAIN], {
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  let stopping = false;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.once('exit', (code, signal) => {
    if (!stopping) console.error(`the bench server exited during the run: code ${code}, signal ${signal}`);
  });
  const base = `http://127.0.0.1:${options.port}`;
  // Up to 3 minutes: on a shared two-core machine under load a start (migrations, seed check) has taken over one.
  for (let i = 0; i < 360; i += 1) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    if (
      await fetch(`${base}/api/ping`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return {
    base,
    stop: async () => {
      stopping = true;
      child.kill('SIGTERM');
      await exited; // already settled when the server died on its own
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The catalogue of the given size, seeded before the server starts (the seed CLI, as `npm run seed` runs it). */
async function seed(env: NodeJS.ProcessEnv, products: number) {
  const started = Date.now();
  const child = spawn(process.execPath, ['--import', 'tsx', seedCli, '--products', String(products)], {
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const code = await new Promise((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`the seed exited with ${code}`);
  console.log(`seeded ${products} products in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}
