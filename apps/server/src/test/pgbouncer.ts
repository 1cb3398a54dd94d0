import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './haproxy.js';
import { waitFor } from './haproxy.js';

/** Debian's pgbouncer (1.18 on bookworm); .ci/run installs it. */
const PGBOUNCER = '/usr/sbin/pgbouncer';

/** A test that needs PgBouncer fails without it, saying so: it never skips. */
export function requirePgbouncer() {
  if (!fs.existsSync(PGBOUNCER)) throw new Error(`PgBouncer is not installed (${PGBOUNCER}); .ci/run installs it`);
}

/**
 * PgBouncer in transaction mode in front of `databaseUrl`, with fewer server connections than the app's pool has
 * clients, so that one client's transactions run on different server connections. It refuses to run as root: it
 * runs as `postgres`, as a daemon with a pid file, and `stop` ends it by that pid.
 */
export async function startPgbouncer(databaseUrl: string, serverConnections = 2) {
  requirePgbouncer();
  const target = new URL(databaseUrl);
  const database = target.pathname.slice(1);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tw-pgbouncer-'));
  const port = await freePort();
  fs.writeFileSync(path.join(dir, 'users.txt'), '"postgres" ""\n');
  fs.writeFileSync(
    path.join(dir, 'pgbouncer.ini'),
    `[databases]
${database} = host=${target.hostname} port=${target.port} dbname=${database}

[pgbouncer]
listen_addr = 127.0.0.1
listen_port = ${port}
unix_socket_dir =
auth_type = trust
auth_file = ${dir}/users.txt
pool_mode = transaction
default_pool_size = ${serverConnections}
max_client_conn = 200
logfile = ${dir}/pgbouncer.log
pidfile = ${dir}/pgbouncer.pid
`,
  );
  const root = process.getuid?.() === 0;
  if (root) execFileSync('chown', ['-R', 'postgres:postgres', dir]);
  const args = ['-d', path.join(dir, 'pgbouncer.ini')];
  const result = root
    ? spawnSync('runuser', ['-u', 'postgres', '--', PGBOUNCER, ...args], { encoding: 'utf8' })
    : spawnSync(PGBOUNCER, args, { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`pgbouncer did not start: ${result.stderr}`);
  const pidFile = path.join(dir, 'pgbouncer.pid');
  await waitFor(() => fs.existsSync(pidFile), { what: 'pgbouncer to write its pid', ms: 10_000 });
  const pid = Number(fs.readFileSync(pidFile, 'utf8'));
  return {
    url: `postgres://postgres@127.0.0.1:${port}/${database}`,
    stop: () => {
      try {
        process.kill(pid, 'SIGTERM');
      } catch {
        // already gone
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
