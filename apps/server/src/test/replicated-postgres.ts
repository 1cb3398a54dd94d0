import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './haproxy.js';

/** Debian's PostgreSQL 15 tools; the clusters run as the `postgres` user, as PostgreSQL refuses to run as root. */
const BIN = '/usr/lib/postgresql/15/bin';
const asPostgres = (tool: string, args: string[]) => {
  const root = process.getuid?.() === 0;
  const [command, all] = root
    ? ['runuser', ['-u', 'postgres', '--', path.join(BIN, tool), ...args]]
    : [path.join(BIN, tool), args];
  const result = spawnSync(command, all, { encoding: 'utf8', timeout: 60_000 });
  if (result.status !== 0) throw new Error(`${tool} ${args.join(' ')} failed: ${result.stderr || result.error}`);
  return result.stdout;
};

/** Small clusters on a shared machine: no fsync (a test's data need not survive a crash), 32 MB of buffers. */
const SETTINGS = (port: number, socketDir: string) => `
port = ${port}
listen_addresses = '127.0.0.1'
unix_socket_directories = '${socketDir}'
shared_buffers = 32MB
max_connections = 60
fsync = off
synchronous_commit = off
full_page_writes = off
wal_level = replica
max_wal_senders = 4
hot_standby = on
`;

export const postgresToolsInstalled = () => fs.existsSync(path.join(BIN, 'pg_basebackup'));

/** A test that needs the tools fails without them, saying so: it never skips. */
export function requirePostgresTools() {
  if (!postgresToolsInstalled())
    throw new Error(`PostgreSQL 15's server tools are not in ${BIN} (.ci/run installs them)`);
}

export interface ReplicatedPostgres {
  /** The primary's `tradewind` database. */
  primaryUrl: string;
  /** The same database on the streaming replica. */
  replicaUrl: string;
  stopReplica(): void;
  startReplica(): void;
  /** Stops both clusters and removes their folders. */
  stop(): void;
}

/**
 * A primary and a streaming replica of its own (initdb, pg_basebackup -R, pg_ctl), on ports of their own under a
 * temporary folder: the system's cluster allows no replication. Seconds to start; `stop` removes every trace.
 */
export async function startReplicatedPostgres(): Promise<ReplicatedPostgres> {
  requirePostgresTools();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tw-replicated-'));
  if (process.getuid?.() === 0) execFileSync('chown', ['postgres:postgres', dir]);
  const primaryDir = path.join(dir, 'primary');
  const replicaDir = path.join(dir, 'replica');
  const [primaryPort, replicaPort] = [await freePort(), await freePort()];
  const pgCtl = (data: string, action: 'start' | 'stop') =>
    asPostgres('pg_ctl', [
      '-D',
      data,
      '-l',
      path.join(dir, `${path.basename(data)}.log`),
      '-w',
      '-t',
      '30',
      ...(action === 'stop' ? ['-m', 'immediate'] : []),
      action,
    ]);
  const running: string[] = [];
  const stop = () => {
    for (const data of running.splice(0)) {
      try {
        pgCtl(data, 'stop');
      } catch {
        // already stopped
      }
    }
    fs.rmSync(dir, { recursive: true, force: true });
  };
  try {
    asPostgres('initdb', [
      '-D',
      primaryDir,
      '-U',
      'postgres',
      '--auth=trust',
      '-E',
      'UTF8',
      '--no-sync',
      '--no-instructions',
    ]);
    fs.appendFileSync(path.join(primaryDir, 'postgresql.conf'), SETTINGS(primaryPort, dir));
    pgCtl(primaryDir, 'start');
    running.push(primaryDir);
    asPostgres('psql', [
      '-h',
      '127.0.0.1',
      '-p',
      String(primaryPort),
      '-U',
      'postgres',
      '-qc',
      'create database tradewind',
    ]);
    asPostgres('pg_basebackup', [
      ...['-h', '127.0.0.1', '-p', String(primaryPort), '-U', 'postgres'],
      ...['-D', replicaDir, '-R', '-X', 'stream', '-c', 'fast', '--no-sync'],
    ]);
    fs.appendFileSync(path.join(replicaDir, 'postgresql.conf'), `port = ${replicaPort}\n`);
    pgCtl(replicaDir, 'start');
    running.push(replicaDir);
  } catch (error) {
    stop();
    throw error;
  }
  const url = (port: number) => `postgres://postgres@127.0.0.1:${port}/tradewind`;
  return {
    primaryUrl: url(primaryPort),
    replicaUrl: url(replicaPort),
    stopReplica: () => {
      pgCtl(replicaDir, 'stop');
      running.splice(running.indexOf(replicaDir), 1);
    },
    startReplica: () => {
      pgCtl(replicaDir, 'start');
      running.push(replicaDir);
    },
    stop,
  };
}
