import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startServerProcess } from '../test/server-process.js';

/**
 * SIGTERM on the real server process (PGlite; the `.embedded.` suffix keeps it out of the PostgreSQL run): a
 * request already in flight is answered, a new connection is refused, and the process exits 0.
 */
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tradewind-shutdown-'));
const DEMO_PASSWORD = 'shutdown-demo-pass';
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

/**
 * A login whose body is held back: it resolves `started` once the server has taken the request (its
 * `100 Continue`), and sends the body when `finish` is called.
 */
function slowLogin(base: string) {
  const body = JSON.stringify({ account: 'demo', password: DEMO_PASSWORD });
  const request = http.request(`${base}/api/user/login`, {
    method: 'POST',
    agent: false,
    headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), expect: '100-continue' },
  });
  const started = new Promise<void>((resolve) => request.once('continue', resolve));
  const answer = new Promise<{ status: number; body: { data: { userinfo: { token: string } } } }>((resolve, reject) => {
    request.once('response', (res) => {
      let text = '';
      res.on('data', (chunk: Buffer) => (text += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode!, body: JSON.parse(text) }));
    });
    request.once('error', reject);
  });
  request.flushHeaders();
  return { started, answer, finish: () => request.end(body) };
}

const refused = (base: string) =>
  fetch(`${base}/api/health`).then(
    () => false,
    (error: { cause?: { code?: string } }) => error.cause?.code === 'ECONNREFUSED',
  );

describe('a server told to stop (SIGTERM)', () => {
  it('answers the request in flight, refuses new connections, closes the database and exits 0', async () => {
    const server = startServerProcess({
      DATA_DIR: dataDir,
      WEB_DIST: dataDir,
      DEMO_PASSWORD,
      DEMO_PRODUCTS: '24',
      DEMO_ACTIVITY: '0',
      LOG_LEVEL: 'info',
      LOG_FORMAT: 'json',
    });
    const base = await server.base;
    expect((await fetch(`${base}/api/ready`)).status).toBe(200);

    const login = slowLogin(base);
    await login.started;
    server.kill('SIGTERM');
    await expect.poll(() => refused(base)).toBe(true);

    login.finish();
    const answer = await login.answer;
    expect(answer.status).toBe(200);
    expect(answer.body.data.userinfo.token).toEqual(expect.any(String));

    const { code, stdout } = await server.exited;
    expect(code).toBe(0);
    expect(stdout).toContain('"msg":"closed"');
  });
});
