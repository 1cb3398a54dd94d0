import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_SESSION_COOKIE, AUTH_COOKIE, consolePictureUrl } from '@tradewind/contract';
import { useTestApp } from '../../test/build.js';
import { call } from '../../test/api.js';
import { addAddress, insertOrderFixture, placeOrder } from '../../test/order-fixture.js';
import { operatorOf, PAY_CODE, pngBytes, upload, walletBuyer } from '../../test/wallet.js';
import { OBJECT_KEY_MAX } from '../../lib/storage/object-store.js';

/**
 * decision 036: a buyer's uploads (payment evidence, refund proofs) are served only to that buyer and the operator,
 * and kept by no cache; a review's pictures are public once posted; the catalogue's always are. And every path
 * under /uploads/ the server never generates is a 404, never a 500, on the local folder.
 */
const uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tradewind-private-uploads-'));
const t = useTestApp({ uploadsDir });
afterAll(() => fs.rmSync(uploadsDir, { recursive: true, force: true }));

let f: Awaited<ReturnType<typeof insertOrderFixture>>;
let operator: Awaited<ReturnType<typeof operatorOf>>;
beforeAll(async () => {
  f = await insertOrderFixture(t.database);
  operator = await operatorOf(t.app, t.database);
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const cookie = (name: string, value: string) => ({ cookie: `lang=en; ${name}=${value}` });

describe("a buyer's private uploads", () => {
  it('are shown to their buyer (token or the app’s cookie) and the operator, never kept; to anyone else, not found', async () => {
    const owner = await walletBuyer(t.app, t.database);
    const other = await walletBuyer(t.app, t.database);
    const url = (await upload(t.app, owner.token, await pngBytes(30, 20))).body.data.url as string;
    expect(url.startsWith('/uploads/private/')).toBe(true);

    for (const headers of [{ token: owner.token }, cookie(AUTH_COOKIE, owner.token)]) {
      const mine = await get(url, headers);
      expect(mine.statusCode).toBe(200);
      expect(mine.headers).toMatchObject({
        'content-type': 'image/png',
        'cache-control': 'private, no-store',
        'x-content-type-options': 'nosniff',
      });
    }
    const strangers: Record<string, string>[] = [
      {},
      { token: other.token },
      cookie(AUTH_COOKIE, other.token),
      cookie(AUTH_COOKIE, '%'),
    ];
    for (const headers of strangers) {
      const theirs = await get(url, headers);
      expect(theirs.statusCode, JSON.stringify(headers)).toBe(404);
      expect(theirs.json()).toMatchObject({ error: 'NOT_FOUND' });
    }
    // The session ends: the cookie left behind opens nothing.
    await call(t.app, 'POST', '/api/user/logout', { token: owner.token });
    expect((await get(url, cookie(AUTH_COOKIE, owner.token))).statusCode).toBe(404);

    // The operator: by token, or in the console by its cookie, which only /api/admin/* receives.
    expect((await get(url, { token: operator.token })).statusCode).toBe(200);
    const signIn = await call(t.app, 'POST', '/api/admin/sign_in', {
      body: { account: operator.account, password: 'secret-pass-1' },
    });
    const consoleCookie = String(signIn.headers['set-cookie']).split(';')[0]!.split('=')[1]!;
    const inConsole = await get(consolePictureUrl(url), cookie(ADMIN_SESSION_COOKIE, consoleCookie));
    expect(consolePictureUrl(url)).toBe(url.replace('/uploads/', '/api/admin/uploads/'));
    expect(inConsole.statusCode).toBe(200);
    expect(inConsole.headers['cache-control']).toBe('private, no-store');
    expect((await get(consolePictureUrl(url), { token: other.token })).statusCode).toBe(403);
    expect((await get(consolePictureUrl(url))).statusCode).toBe(401);
    // The console's path serves private pictures only.
    expect((await get('/api/admin/uploads/catalogue/x.svg', { token: operator.token })).statusCode).toBe(404);
  });

  it('posted in a review, the buyer’s own pictures become public; another buyer’s cannot be posted', async () => {
    const buyer = await walletBuyer(t.app, t.database, 100_000);
    const stranger = await walletBuyer(t.app, t.database);
    await addAddress(t.app, buyer.token);
    const [order] = (await placeOrder(t.app, buyer.token, [{ sku_id: f.sku.keyboard.id, quantity: 1 }])).orders;
    await call(t.app, 'POST', '/api/order/pay', {
      token: buyer.token,
      body: { order_ids: [order!.id], pay_password: PAY_CODE },
    });
    await call(t.app, 'POST', '/api/admin/order_ship', {
      token: operator.token,
      body: { id: order!.id, carrier: 'UPS', tracking_no: `1Z${order!.id}` },
    });
    await call(t.app, 'POST', '/api/order/confirm', { token: buyer.token, body: { id: order!.id } });
    const review = (pictures: string[]) =>
      call(t.app, 'POST', '/api/order/review', {
        token: buyer.token,
        body: {
          order_id: order!.id,
          items: [
            {
              product_id: f.sku.keyboard.productId,
              product_score: 5,
              service_score: 5,
              postage_score: 5,
              content: 'Lovely keys',
              pictures,
            },
          ],
        },
      });

    const theirs = (await upload(t.app, stranger.token, await pngBytes(12, 12))).body.data.url as string;
    expect((await review([theirs])).status).toBe(400);
    const copied = theirs.replace('/uploads/private/', '/uploads/u/');
    expect((await get(copied)).statusCode).toBe(404);

    const mine = (await upload(t.app, buyer.token, await pngBytes(40, 30))).body.data.url as string;
    expect((await review([mine])).status).toBe(200);
    const reviews = await call(t.app, 'GET', '/api/goods/reviews', { query: { id: String(f.sku.keyboard.productId) } });
    const [posted] = reviews.body.data.list[0].pictures as string[];
    expect(posted).toBe(mine.replace('/uploads/private/', '/uploads/u/'));
    const shown = await get(posted!);
    expect(shown.statusCode).toBe(200);
    expect(shown.headers['cache-control']).toBe('public, max-age=86400');
    expect(shown.rawPayload.equals((await get(mine, { token: buyer.token })).rawPayload)).toBe(true);
  });
});

describe('paths under /uploads/ the server never generates', () => {
  it('a folder, `..`, a NUL, a bad escape or a key past its limit is a 404, never a 500', async () => {
    fs.mkdirSync(path.join(uploadsDir, 'u', 'folder.png'), { recursive: true });
    const name = (length: number) => `u/${'a'.repeat(length - 'u/.png'.length)}.png`;
    const paths = [
      '/uploads/',
      '/uploads/u/',
      '/uploads/u',
      '/uploads/u/folder.png',
      '/uploads/%2e%2e/%2e%2e/etc/passwd',
      '/uploads/u/%2e%2e/%2e%2e/package.json',
      '/uploads/u/..%2f..%2fpackage.json',
      '/uploads/u/a%00.png',
      '/uploads/%00',
      `/uploads/${name(OBJECT_KEY_MAX)}`,
      `/uploads/${name(OBJECT_KEY_MAX + 1)}`,
      `/uploads/${name(1_000)}`,
      '/uploads/private/',
      '/api/admin/uploads/private/%2e%2e/u/x.png',
    ];
    for (const url of paths) {
      const res = await get(url, { token: operator.token });
      expect(res.statusCode, url).toBe(404);
      expect(res.json().error, url).toBe('NOT_FOUND');
    }
    // A malformed escape is refused by the router itself, as a bad request.
    expect((await get('/uploads/u/%E0%A4%A')).statusCode).toBe(400);
  });
});
