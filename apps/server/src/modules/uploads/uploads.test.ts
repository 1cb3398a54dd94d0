import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/build.js';
import { eq } from 'drizzle-orm';
import { uploads } from '../../db/schema/index.js';
import { registerBuyer } from '../../test/api.js';
import { operatorOf, pngBytes, upload } from '../../test/wallet.js';
import { UPLOAD_QUOTA } from './service.js';

/** docs/architecture.md §7: images only, checked by their bytes, re-encoded, stored under a generated name. */
const t = useTestApp();
const uploadsDir = path.join(os.tmpdir(), `tradewind-uploads-${process.pid}`);
/** A PNG that claims 20000 × 20000 px in its header, with a token of pixel data: a decompression bomb's shape. */
function pngHeaderOnly(width: number, height: number) {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', zlib.deflateSync(Buffer.alloc(1024))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const countOf = async (userId: number) =>
  (await t.database.db.select().from(uploads).where(eq(uploads.userId, userId))).length;
const stored = (url: string) => fs.readFileSync(path.join(uploadsDir, url.replace('/uploads/', '')));

describe('uploads', () => {
  it('stores a real picture under a generated name and serves nothing but what it re-encoded', async () => {
    const buyer = await registerBuyer(t.app);
    const res = await upload(t.app, buyer.token, await pngBytes(64, 48));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ msg: 'Upload complete', data: { width: 64, height: 48 } });
    expect(res.body.data.url).toMatch(/^\/uploads\/private\/[a-f0-9]{32}\.png$/);
    expect((await sharp(stored(res.body.data.url)).metadata()).format).toBe('png');
  });

  it("a buyer's pictures are private; the operator's are the catalogue's, public", async () => {
    const operator = await operatorOf(t.app, t.database);
    const res = await upload(t.app, operator.token, await pngBytes(20, 20));
    expect(res.body.data.url).toMatch(/^\/uploads\/u\/[a-f0-9]{32}\.png$/);
  });

  it('needs a buyer', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/common/upload',
      headers: { 'content-type': 'image/png' },
      payload: await pngBytes(),
    });
    expect(res.statusCode).toBe(401);
  });

  it('a text file named .png is refused by its bytes', async () => {
    const buyer = await registerBuyer(t.app);
    const res = await upload(t.app, buyer.token, Buffer.from('just some text, not a picture'), 'image/png');
    expect(res.status).toBe(415);
    expect(res.body.error).toBe('UNSUPPORTED_MEDIA');
  });

  it('an SVG with a script is refused', async () => {
    const buyer = await registerBuyer(t.app);
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script><rect width="9" height="9"/></svg>',
    );
    for (const type of ['image/png', 'application/octet-stream']) {
      expect((await upload(t.app, buyer.token, svg, type)).status).toBe(415);
    }
    const asSvg = await upload(t.app, buyer.token, svg, 'image/svg+xml');
    expect(asSvg.status).toBe(415);
  });

  it('a JPEG with a ZIP appended is stored without the ZIP', async () => {
    const buyer = await registerBuyer(t.app);
    const jpeg = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#c33' } })
      .jpeg()
      .toBuffer();
    const zip = Buffer.concat([Buffer.from('PK\u0003\u0004'), Buffer.from('secret.txt hidden payload'.repeat(20))]);
    const res = await upload(t.app, buyer.token, Buffer.concat([jpeg, zip]), 'image/jpeg');
    expect(res.status).toBe(200);
    expect(res.body.data.url).toMatch(/\.jpg$/);
    const bytes = stored(res.body.data.url);
    expect(bytes.includes(Buffer.from('PK\u0003\u0004'))).toBe(false);
    expect(bytes.includes(Buffer.from('hidden payload'))).toBe(false);
  });

  it('6 MB is refused as too large', async () => {
    const buyer = await registerBuyer(t.app);
    const big = Buffer.concat([await pngBytes(), Buffer.alloc(6 * 1024 * 1024)]);
    const res = await upload(t.app, buyer.token, big);
    expect(res.status).toBe(413);
  });

  it('20000 × 20000 px is refused before it is decoded', async () => {
    const buyer = await registerBuyer(t.app);
    const huge = pngHeaderOnly(20_000, 20_000);
    const res = await upload(t.app, buyer.token, huge);
    expect(res.status).toBe(413);
    expect(res.body.error).toBe('IMAGE_TOO_LARGE');
  });

  it('a name like ../../x never reaches the disk: names are generated', async () => {
    const buyer = await registerBuyer(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/common/upload?name=../../x',
      headers: {
        token: buyer.token,
        'content-type': 'image/png',
        'content-disposition': 'attachment; filename="../../x"',
      },
      payload: await pngBytes(),
    });
    expect(res.json().data.url).toMatch(/^\/uploads\/private\/[a-f0-9]{32}\.png$/);
    expect(fs.existsSync(path.join(uploadsDir, '..', 'x'))).toBe(false);
    expect(fs.existsSync(path.join(uploadsDir, 'x'))).toBe(false);
  });

  it("a buyer's 61st picture of the day is refused, and a day later allowed; the operator's catalogue work is not capped at 60", async () => {
    const buyer = await registerBuyer(t.app);
    const operator = await operatorOf(t.app, t.database);
    const aDay = (userId: number, createdAt = new Date()) =>
      Array.from({ length: UPLOAD_QUOTA.buyer.count }, (_, i) => ({
        userId,
        path: `/uploads/u/earlier-${userId}-${createdAt.getTime()}-${i}.png`,
        bytes: 1_000,
        createdAt,
      }));
    await t.database.db.insert(uploads).values([...aDay(buyer.id), ...aDay(operator.id)]);

    const refused = await upload(t.app, buyer.token, await pngBytes());
    expect(refused.status).toBe(413);
    expect(refused.body).toMatchObject({ error: 'UPLOAD_QUOTA', msg: 'You have reached your upload limit' });
    expect(await countOf(buyer.id)).toBe(UPLOAD_QUOTA.buyer.count);

    expect((await upload(t.app, operator.token, await pngBytes())).status).toBe(200);
    expect(await countOf(operator.id)).toBe(UPLOAD_QUOTA.buyer.count + 1);

    // The buyer's pictures were sent 25 hours ago: the rolling day has passed.
    const yesterday = new Date(Date.now() - 25 * 3600 * 1000);
    await t.database.db.update(uploads).set({ createdAt: yesterday }).where(eq(uploads.userId, buyer.id));
    expect((await upload(t.app, buyer.token, await pngBytes())).status).toBe(200);
  });
});
