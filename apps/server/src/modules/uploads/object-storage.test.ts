import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../app.js';
import { openPostgres, type DatabaseHandle } from '../../db/client.js';
import { createS3Store } from '../../lib/storage/s3-store.js';
import { OBJECT_KEY_MAX } from '../../lib/storage/object-store.js';
import { uploadReader } from '../../plugins/web-app/read-upload.js';
import { seedCatalogue } from '../../seed/catalogue/index.js';
import { imageFiles, imageUrl } from '../../seed/catalogue/images.js';
import { call } from '../../test/api.js';
import { buildTestApp } from '../../test/build.js';
import { startS3Server } from '../../test/s3-server.js';
import { operatorOf, pngBytes, seedNetworks, upload, walletBuyer } from '../../test/wallet.js';

/**
 * decision 029: with the uploads in an S3-compatible store (a real one, started here), what one process stored every
 * other process serves. App A and app B share the database and the bucket, and nothing else: B has its own
 * connections (on PostgreSQL) and its own S3 client.
 */
let s3: Awaited<ReturnType<typeof startS3Server>>;
let a: Awaited<ReturnType<typeof buildTestApp>>;
let second: DatabaseHandle;
let b: App;
beforeAll(async () => {
  s3 = await startS3Server();
  a = await buildTestApp({ storage: createS3Store(s3.settings) });
  second = a.url ? await openPostgres(a.url, 5) : a.database;
  b = await buildApp({ database: second, storage: createS3Store(s3.settings) });
});
afterAll(async () => {
  await b?.close();
  if (second !== a?.database) await second?.close();
  await a?.close();
  await s3?.close();
});

const get = (app: App, url: string, token?: string) =>
  app.inject({ method: 'GET', url, headers: token ? { token } : {} });

describe('uploads in object storage', () => {
  it('an evidence picture uploaded through A is shown by B to its buyer: same bytes, its type, nosniff, no cache', async () => {
    const networkId = (await seedNetworks(a.database))[0]!.id;
    const buyer = await walletBuyer(a.app, a.database);
    const uploaded = await upload(a.app, buyer.token, await pngBytes(32, 24));
    expect(uploaded.status).toBe(200);
    const evidence = uploaded.body.data.url as string;
    expect(evidence).toMatch(/^\/uploads\/private\/[a-f0-9]{32}\.png$/);

    // B knows the upload is the buyer's own (the database) and finds its bytes (the bucket).
    const recharge = await call(b, 'POST', '/api/user/recharge', {
      token: buyer.token,
      body: { method: 'chain', amount: '20.00', network_id: networkId, address: 'TXsenderAddress123', evidence },
    });
    expect(recharge.status).toBe(200);
    const operator = await operatorOf(a.app, a.database);
    const queue = await call(b, 'GET', '/api/admin/recharges', {
      token: operator.token,
      query: { status: '0', account: buyer.account },
    });
    expect(queue.body.data.list[0]).toMatchObject({ id: recharge.body.data.id, evidence });

    const [fromA, fromB] = [await get(a.app, evidence, buyer.token), await get(b, evidence, buyer.token)];
    expect(fromB.statusCode).toBe(200);
    expect(fromB.rawPayload.equals(fromA.rawPayload)).toBe(true);
    const etag = String(fromB.headers.etag);
    expect(etag).toMatch(/^"[^"]+"$/);
    const again = await b.inject({
      method: 'GET',
      url: evidence,
      headers: { token: buyer.token, 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    // Anyone else with the URL finds nothing, the operator excepted (decision 036).
    expect((await get(b, evidence)).statusCode).toBe(404);
    expect((await get(b, evidence, (await walletBuyer(a.app, a.database)).token)).statusCode).toBe(404);
    expect((await get(b, evidence, operator.token)).statusCode).toBe(200);
    expect(fromB.rawPayload.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect(fromB.headers).toMatchObject({
      'content-type': 'image/png',
      'content-length': String(fromB.rawPayload.length),
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
    });
  });

  it('a picture that is not there is a 404, and so is a path the server never generates', async () => {
    const name = (length: number) => `u/${'a'.repeat(length - 'u/.png'.length)}.png`;
    const paths = [
      '/uploads/u/0123456789abcdef0123456789abcdef.png',
      '/uploads/../secret',
      '/uploads/u/.png',
      '/uploads/',
      '/uploads/u/',
      '/uploads/u/%2e%2e/%2e%2e/secret',
      '/uploads/u/a%00.png',
      `/uploads/${name(OBJECT_KEY_MAX)}`,
      `/uploads/${name(OBJECT_KEY_MAX + 1)}`,
      `/uploads/${name(1_000)}`,
      `/uploads/u/${'b/'.repeat(600)}x.png`,
      '/uploads/private/0123456789abcdef0123456789abcdef.png',
    ];
    for (const url of paths) {
      const res = await get(b, url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().error, url).toBe('NOT_FOUND');
    }
  });

  it("the seed writes the catalogue's pictures to the bucket, where any process serves them", async () => {
    await seedCatalogue(a.database.db, { store: createS3Store(s3.settings), products: 2, shops: 1 });
    const logo = await get(b, imageUrl(imageFiles.shopLogo(0)));
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toBe('image/svg+xml');
    expect(logo.headers['cache-control']).toBe('public, max-age=86400');
    expect(logo.body).toContain('<svg');
  });

  it('with a public URL, /uploads/* redirects there and the pictures may come from that origin', async () => {
    const publicUrl = `${s3.settings.endpoint}/${s3.settings.bucket}`;
    const c = await buildApp({ database: second, storage: createS3Store({ ...s3.settings, publicUrl }) });
    try {
      const logoUrl = imageUrl(imageFiles.shopLogo(0));
      const redirect = await get(c, logoUrl);
      expect(redirect.statusCode).toBe(302);
      expect(redirect.headers.location).toBe(`${publicUrl}/${logoUrl.slice('/uploads/'.length)}`);
      const policy = redirect.headers['content-security-policy'];
      expect(policy).toContain(`img-src 'self' data: blob: ${s3.settings.endpoint};`);
      expect(policy).toContain(`connect-src 'self' ${s3.settings.endpoint};`);
      const fromStore = await fetch(redirect.headers.location!);
      expect(fromStore.status).toBe(200);
      expect(await fromStore.text()).toBe((await get(b, logoUrl)).body);
      // The first HTML still has its small pictures written in: read from the store, not through the redirect.
      const inlined = await uploadReader(c, createS3Store({ ...s3.settings, publicUrl }))(logoUrl);
      expect(inlined).toEqual(await uploadReader(b)(logoUrl));
      expect(inlined).toMatchObject({ type: 'image/svg+xml' });
    } finally {
      await c.close();
    }
  });
});
