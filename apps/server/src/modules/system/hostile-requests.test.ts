import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/build.js';
import { registerBuyer } from '../../test/api.js';
import { addAddress, insertOrderFixture } from '../../test/order-fixture.js';
import { operatorOf, seedNetworks, walletBuyer } from '../../test/wallet.js';
import { operationsOf } from '../../test/openapi.js';
import { databaseFingerprint, hostileRequests } from '../../test/hostile-requests.js';

/**
 * The fuzz guard of docs/architecture.md §9: every operation of the OpenAPI document gets hostile values in every query parameter and
 * body field, as a signed-in buyer (an operator on /api/admin), on a database with something in it. No answer is
 * a 5xx, and no row changes.
 */
const t = useTestApp();
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
});
