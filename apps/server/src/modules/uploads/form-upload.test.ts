import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.js';
import { uploads } from '../../db/schema/index.js';
import { registerBuyer } from '../../test/api.js';
import { useTestApp } from '../../test/build.js';
import { operatorOf, pngBytes, upload } from '../../test/wallet.js';
import { UPLOAD_QUOTA } from './service.js';

/** A FastAdmin-style client sends its picture as a multipart form, in the `file` field: same checks, same answers. */
const uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tradewind-form-upload-'));
const t = useTestApp({ uploadsDir });
afterAll(() => fs.rmSync(uploadsDir, { recursive: true, force: true }));

type Part = string | { bytes: Buffer; type: string; name: string };

/** The form as a browser's FormData encodes it. */
async function formUpload(
  app: App,
  token: string | undefined,
  parts: Record<string, Part>,
  url = '/api/common/upload',
) {
  const form = new FormData();
  for (const [name, part] of Object.entries(parts)) {
    if (typeof part === 'string') form.append(name, part);
    else form.append(name, new Blob([new Uint8Array(part.bytes)], { type: part.type }), part.name);
  }
  const encoded = new Request('http://localhost/', { method: 'POST', body: form });
  const res = await app.inject({
    method: 'POST',
    url,
    headers: { ...(token && { token }), 'content-type': encoded.headers.get('content-type')! },
    payload: Buffer.from(await encoded.arrayBuffer()),
  });
  return { status: res.statusCode, body: res.json() };
}

const png = async (width = 64, height = 48) => ({
  bytes: await pngBytes(width, height),
  type: 'image/png',
  name: 'photo.png',
});
const served = (url: string, token?: string) => t.app.inject({ method: 'GET', url, headers: token ? { token } : {} });
const countOf = async (userId: number) =>
  (await t.database.db.select().from(uploads).where(eq(uploads.userId, userId))).length;
const refusal = (res: { status: number; body: { error?: string } }) => ({ status: res.status, error: res.body.error });

describe('uploads as a multipart form', () => {
  it('stores the `file` field and serves it exactly as the same picture sent raw', async () => {
    const buyer = await registerBuyer(t.app);
    const picture = await png();
    const viaForm = await formUpload(t.app, buyer.token, { category: 'evidence', file: picture });
    const raw = await upload(t.app, buyer.token, picture.bytes);

    expect(viaForm.status).toBe(200);
    expect(viaForm.body).toMatchObject({ msg: 'Upload complete', data: { width: 64, height: 48 } });
    expect(viaForm.body.data.url).toMatch(/^\/uploads\/private\/[a-f0-9]{32}\.png$/);
    expect(viaForm.body.data.url).not.toBe(raw.body.data.url);
    const [fromForm, fromRaw] = await Promise.all([
      served(viaForm.body.data.url, buyer.token),
      served(raw.body.data.url, buyer.token),
    ]);
    expect(fromForm.statusCode).toBe(200);
    expect(fromForm.headers['content-type']).toBe(fromRaw.headers['content-type']);
    expect(fromForm.rawPayload.equals(fromRaw.rawPayload)).toBe(true);
    expect(await sharp(fromForm.rawPayload).metadata()).toMatchObject({ format: 'png', width: 64, height: 48 });
  });

  it("takes the operator's catalogue pictures the same way", async () => {
    const operator = await operatorOf(t.app, t.database);
    const res = await formUpload(t.app, operator.token, { file: await png(30, 20) }, '/api/admin/upload');
    expect(res.status).toBe(200);
    expect((await served(res.body.data.url)).statusCode).toBe(200);
  });

  it('a form without `file` is refused with the error a raw body that is no picture gets, and stores nothing', async () => {
    const buyer = await registerBuyer(t.app);
    const raw = await upload(t.app, buyer.token, Buffer.from('not a picture'));
    expect(refusal(raw)).toEqual({ status: 415, error: 'UNSUPPORTED_MEDIA' });

    const picture = await png();
    const withoutFile: Record<string, Part>[] = [{ category: 'evidence' }, { image: picture }, {}];
    for (const parts of withoutFile) {
      expect(refusal(await formUpload(t.app, buyer.token, parts))).toEqual(refusal(raw));
    }
    expect(await countOf(buyer.id)).toBe(0);
  });

  it('a `file` that is not a picture is refused by its bytes, as on the raw path', async () => {
    const buyer = await registerBuyer(t.app);
    const text = Buffer.from('just some text, not a picture');
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    for (const bytes of [text, svg]) {
      const raw = await upload(t.app, buyer.token, bytes, 'image/png');
      const viaForm = await formUpload(t.app, buyer.token, { file: { bytes, type: 'image/png', name: 'x.png' } });
      expect(refusal(viaForm)).toEqual(refusal(raw));
      expect(refusal(viaForm)).toEqual({ status: 415, error: 'UNSUPPORTED_MEDIA' });
    }
    expect(await countOf(buyer.id)).toBe(0);
  });

  it('a broken form is refused as no picture, never a 500', async () => {
    const buyer = await registerBuyer(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/common/upload',
      headers: { token: buyer.token, 'content-type': 'multipart/form-data; boundary=xyz' },
      payload: '--xyz\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\n\u0089PNG',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().error).toBe('UNSUPPORTED_MEDIA');
  });

  it('a picture over 5 MB is refused as a raw body of that size is', async () => {
    const buyer = await registerBuyer(t.app);
    const big = Buffer.concat([await pngBytes(), Buffer.alloc(6 * 1024 * 1024)]);
    const raw = await upload(t.app, buyer.token, big);
    const viaForm = await formUpload(t.app, buyer.token, { file: { bytes: big, type: 'image/png', name: 'big.png' } });
    expect(refusal(viaForm)).toEqual(refusal(raw));
    expect(refusal(viaForm)).toEqual({ status: 413, error: 'PAYLOAD_TOO_LARGE' });
  });

  it("keeps the session and the day's quota", async () => {
    expect((await formUpload(t.app, undefined, { file: await png() })).status).toBe(401);

    const buyer = await registerBuyer(t.app);
    const earlier = Array.from({ length: UPLOAD_QUOTA.buyer.count }, (_, i) => ({
      userId: buyer.id,
      path: `/uploads/u/form-earlier-${buyer.id}-${i}.png`,
      bytes: 1_000,
    }));
    await t.database.db.insert(uploads).values(earlier);
    const res = await formUpload(t.app, buyer.token, { file: await png() });
    expect(refusal(res)).toEqual({ status: 413, error: 'UPLOAD_QUOTA' });
  });
});
