import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/build.js';
import { registerBuyer } from '../../test/api.js';
import { addAddress, insertOrderFixture } from '../../test/order-fixture.js';
import { operatorOf, seedNetworks, walletBuyer } from '../../test/wallet.js';
import { operationsOf } from '../../test/openapi.js';
import { databaseFingerprint, hostileRequests } from '../../test/hostile-requests.js';
import { edgeIdRequests, edgeKeyRequests, edgeUploadPaths } from '../../test/edge-requests.js';

/**
 * The fuzz guard of docs/architecture.md §9: every operation of the OpenAPI document gets hostile values in every query parameter and
 * body field, as a signed-in buyer (an operator on /api/admin), on a database with something in it. No answer is
 * a 5xx, and no row changes.
 */
// Uploads served from a folder of its own, so that /uploads/* is routed as in the product.
const uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tradewind-hostile-'));
const t = useTestApp({ uploadsDir });
afterAll(() => fs.rmSync(uploadsDir, { recursive: true, force: true }));
// Calls that end the caller's own session whatever they are sent: the rest of the run would be signed out.
const ENDS_SESSION = new Set(['POST /api/user/logout', 'POST /api/admin/sign_out']);
let buyer: string;
let operator: string;

beforeAll(async () => {
  await insertOrderFixture(t.database);
  await seedNetworks(t.database);
  const shopper = await walletBuyer(t.app, t.database, 50_000);
  await addAddress(t.app, shopper.token);
  buyer = shopper.token;
  operator = (await operatorOf(t.app, t.database)).token;
  await registerBuyer(t.app);
});

describe('hostile requests', () => {
  it('no operation answers a 5xx to hostile values, and nothing is written', async () => {
    const before = await databaseFingerprint(t.database.db);
    const serverErrors: string[] = [];
    let sent = 0;
    for (const operation of operationsOf(t.app)) {
      if (ENDS_SESSION.has(`${operation.method} ${operation.path}`)) continue;
      const token = operation.path.startsWith('/api/admin/') ? operator : buyer;
      for (const request of hostileRequests(operation)) {
        const res = await t.app.inject({ ...request, headers: { ...request.headers, token } });
        sent += 1;
        if (res.statusCode >= 500) {
          serverErrors.push(
            `${request.method} ${request.url} ${String(request.payload).slice(0, 60)} → ${res.statusCode}`,
          );
        }
      }
    }
    expect(serverErrors).toEqual([]);
    expect(sent).toBeGreaterThan(1_000);
    expect(await databaseFingerprint(t.database.db)).toEqual(before);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(({} as Record<string, unknown>).admin).toBeUndefined();
  }, 120_000);

  it('edge values: ids at 2³¹−1, 2³¹ and 2⁵³, keys and upload paths at their limit and past it; no 5xx', async () => {
    // A key at its limit is taken, and a refusal (the ids name no row) is kept as its answer: that row only.
    const before = await databaseFingerprint(t.database.db, { except: ['idempotency_keys'] });
    const serverErrors: string[] = [];
    const send = async (request: InjectOptions, token: string) => {
      const res = await t.app.inject({ ...request, headers: { ...request.headers, token } });
      if (res.statusCode >= 500) {
        serverErrors.push(
          `${request.method} ${String(request.url).slice(0, 80)} ${String(request.payload).slice(0, 80)}`,
        );
      }
      return res.statusCode;
    };
    let sent = 0;
    for (const operation of operationsOf(t.app)) {
      if (ENDS_SESSION.has(`${operation.method} ${operation.path}`)) continue;
      const token = operation.path.startsWith('/api/admin/') ? operator : buyer;
      for (const request of [...edgeIdRequests(operation), ...edgeKeyRequests(operation)]) {
        await send(request, token);
        sent += 1;
      }
    }
    for (const url of edgeUploadPaths()) {
      for (const token of [buyer, operator]) {
        const status = await send({ method: 'GET', url }, token);
        expect(status >= 400 && status < 500, `${url} ${status}`).toBe(true);
        sent += 1;
      }
    }
    expect(serverErrors).toEqual([]);
    expect(sent).toBeGreaterThan(200);
    expect(await databaseFingerprint(t.database.db, { except: ['idempotency_keys'] })).toEqual(before);
  }, 120_000);
});
