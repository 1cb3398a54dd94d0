import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/** A port free now, chosen by the system (HAProxy is given it in its configuration). */
export async function freePort() {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * The load balancer docs/operations.md describes, as a configuration: round robin over the processes, each one
 * probed on /api/ready every 500 ms (two failures take it out, one success brings it back), a request that could not
 * reach its process sent to another, and timeouts longer than the live stream's 25-second heartbeat. Each answer
 * names the process that gave it (`x-served-by`), and the stats page says which processes are up.
 */
export function haproxyConfig(port: number, statsPort: number, servers: string[]) {
  const lines = servers.map((base, i) => `  server s${i + 1} ${new URL(base).host} check inter 500ms fall 2 rise 1`);
  return `global
  maxconn 4096

defaults
  mode http
  retries 3
  option redispatch
  option forwardfor
  timeout connect 2s
  timeout client 60s
  timeout server 60s
  timeout http-keep-alive 10s

frontend shop
  bind 127.0.0.1:${port}
  default_backend processes

backend processes
  balance roundrobin
  option httpchk GET /api/ready
  http-check expect status 200
  http-response set-header x-served-by %[srv_name]
${lines.join('\n')}

listen stats
  bind 127.0.0.1:${statsPort}
  stats enable
  stats uri /stats
`;
}

/** Debian installs it in /usr/sbin, which a user's PATH may not hold. */
const HAPROXY = fs.existsSync('/usr/sbin/haproxy') ? '/usr/sbin/haproxy' : 'haproxy';

export const haproxyInstalled = () => !spawnSync(HAPROXY, ['-v']).error;

/** A test that needs HAProxy fails without it, saying so: it never skips. */
export function requireHaproxy() {
  if (!haproxyInstalled()) {
    throw new Error('haproxy is not installed: `apt-get install haproxy` (.ci/run installs it when it is missing)');
  }
}

/** HAProxy in front of the given processes, in the foreground as a child of the test, with its own configuration. */
export async function startHaproxy(servers: string[]) {
  requireHaproxy();
  const [port, statsPort] = [await freePort(), await freePort()];
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tw-haproxy-'));
  const config = path.join(dir, 'haproxy.cfg');
  fs.writeFileSync(config, haproxyConfig(port, statsPort, servers));
  const child = spawn(HAPROXY, ['-db', '-f', config], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise((resolve) => child.once('close', resolve));
  const base = `http://127.0.0.1:${port}`;
  const stats = `http://127.0.0.1:${statsPort}/stats;csv`;

  /** Each process's state as HAProxy's health checks see it: UP, DOWN, … */
  const states = async () => {
    const [header, ...rows] = (await (await fetch(stats)).text()).trim().split('\n');
    const columns = header!.replace(/^# /, '').split(',');
    const [proxy, name, status] = ['pxname', 'svname', 'status'].map((c) => columns.indexOf(c));
    return new Map(
      rows
        .map((row) => row.split(','))
        .filter((cells) => cells[proxy!] === 'processes' && /^s\d+$/.test(cells[name!]!))
        .map((cells) => [cells[name!]!, cells[status!]!.split(' ')[0]!]),
    );
  };
  const allUp = async () => {
    const now = await states().catch(() => new Map<string, string>());
    return now.size === servers.length && [...now.values()].every((state) => state === 'UP');
  };
  await waitFor(allUp, { what: 'every process UP behind haproxy', detail: () => stderr });
  return {
    base,
    states,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Polls until `done` answers true, at most `ms`; then fails naming what it waited for. */
export async function waitFor(
  done: () => Promise<boolean> | boolean,
  { what, ms = 20_000, detail }: { what: string; ms?: number; detail?: () => string },
) {
  const deadline = Date.now() + ms;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error(`gave up waiting for ${what}${detail ? `\n${detail()}` : ''}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
