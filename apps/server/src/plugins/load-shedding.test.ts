import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app.js';
import { openPostgres, type DatabaseHandle } from '../db/client.js';
import { useTestApp } from '../test/build.js';
import { insertCatalogueFixture } from '../test/catalogue-fixture.js';
import { QUIET_HEADER, QUIET_KEY } from '../lib/quiet-requests.js';

/** The suite's database; each test builds its own app on it (its own small pool on PostgreSQL) with its limits. */
const t = useTestApp();
beforeAll(() => insertCatalogueFixture(t.database.db));
let app: App | undefined;
let own: DatabaseHandle | undefined;
afterEach(async () => {
  await app?.close();
  await own?.close();
  app = own = undefined;
});

async function appWith(loadShedding: Parameters<typeof buildApp>[0]['loadShedding']) {
  own = t.url ? await openPostgres(t.url, 2) : undefined;
  app = await buildApp({ database: own ?? t.database, sharedAnswerMs: 0, loadShedding });
  return app;
}

const list = (server: App) => server.inject({ method: 'GET', url: '/api/goods/list?limit=50' });

describe('an overloaded server', () => {
  it('answers 503 BUSY with Retry-After at once past its requests in flight, and serves again when they end', async () => {
    const server = await appWith({ maxInFlight: 3 });
    const answers = await Promise.all(Array.from({ length: 40 }, () => list(server)));
    const busy = answers.filter((a) => a.statusCode === 503);
    const served = answers.filter((a) => a.statusCode === 200);
    expect(served.length).toBeGreaterThanOrEqual(3);
    expect(busy.length).toBeGreaterThan(0);
    expect(busy.length + served.length).toBe(40);
    expect(busy[0]!.headers['retry-after']).toBe('1');
    expect(busy[0]!.json()).toMatchObject({ code: 0, error: 'BUSY', data: null, msg: expect.stringMatching(/busy/) });

    // Past the limit too, the server's own requests are served.
    const crowd = await Promise.all(
      Array.from({ length: 20 }, () =>
        server.inject({ method: 'GET', url: '/api/goods/list?limit=50', headers: { [QUIET_HEADER]: QUIET_KEY } }),
      ),
    );
    expect(crowd.map((res) => res.statusCode)).toEqual(crowd.map(() => 200));
    // Nothing stays counted: one at a time, every request is served.
    for (let i = 0; i < 5; i += 1) expect((await list(server)).statusCode).toBe(200);
  });

  it('answers 503 while its event loop runs late, and serves again once it keeps up', async () => {
    const server = await appWith({ maxEventLoopDelayMs: 20 });
    const block = (ms: number) => {
      const until = Date.now() + ms;
      while (Date.now() < until);
    };
    const deadline = Date.now() + 10_000;
    let status = 0;
    while (status !== 503 && Date.now() < deadline) {
      block(300);
      await new Promise((resolve) => setTimeout(resolve, 5));
      status = (await server.inject({ method: 'GET', url: '/api/ping' })).statusCode;
    }
    expect(status).toBe(503);
    // The server's own request (the demo seed at a first start) is served all the same; a guessed key is not.
    const own = await server.inject({ method: 'GET', url: '/api/ping', headers: { [QUIET_HEADER]: QUIET_KEY } });
    expect(own.statusCode).toBe(200);
    const forged = await server.inject({ method: 'GET', url: '/api/ping', headers: { [QUIET_HEADER]: 'guess' } });
    expect(forged.statusCode).toBe(503);
    while (status !== 200 && Date.now() < deadline + 10_000) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      status = (await server.inject({ method: 'GET', url: '/api/ping' })).statusCode;
    }
    expect(status).toBe(200);
  });
});
