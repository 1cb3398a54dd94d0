import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { CatalogueApi } from '@tradewind/contract';
import { startServerProcess } from '../test/server-process.js';

/**
 * The first start as `npm start` makes it (the real server process, PGlite in a fresh folder), on a machine whose
 * every core is busy: the demo activity is seeded through the app's own API all the same, however late the event
 * loop runs, because the server's own requests are never shed as overload (plugins/load-shedding.ts).
 */
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tradewind-first-start-'));
const busy: ChildProcess[] = [];
afterAll(() => {
  for (const child of busy) child.kill('SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** Processes that only burn CPU, two for each of the machine's cores. */
function busyMachine() {
  for (let i = 0; i < 2 * os.availableParallelism(); i += 1) {
    busy.push(spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }));
  }
}

/** A GET as a client makes it: a 503 BUSY is asked again after the `Retry-After` it gives. */
async function readWhenServed(url: string): Promise<Response> {
  for (;;) {
    const res = await fetch(url);
    if (res.status !== 503) return res;
    await new Promise((resolve) => setTimeout(resolve, Number(res.headers.get('retry-after') ?? 1) * 1_000));
  }
}

describe('a first start on a busy machine', () => {
  it('seeds the demo activity: the log says so, and a new buyer finds trending searches', async () => {
    busyMachine();
    const server = startServerProcess({
      DATA_DIR: dataDir,
      WEB_DIST: dataDir,
      LOG_LEVEL: 'info',
      LOG_FORMAT: 'json',
    });
    let trending: unknown[] = [];
    try {
      // It listens once the first start's seeding is done: the machine may rest for the reading.
      const base = await server.base;
      for (const child of busy) child.kill('SIGKILL');
      const hot = (await (await readWhenServed(`${base}${CatalogueApi.hotSearch}`)).json()) as {
        data: { list: unknown[] };
      };
      trending = hot.data.list;
    } finally {
      server.kill('SIGTERM');
    }
    const { stdout } = await server.exited;
    expect(stdout).not.toContain('demo activity not seeded');
    expect(stdout).toContain('demo activity seeded');
    expect(trending.length).toBeGreaterThan(0);
  }, 600_000);
});
