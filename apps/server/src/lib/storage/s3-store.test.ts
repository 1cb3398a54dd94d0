import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server } from '../../test/s3-server.js';
import type { ObjectStore } from './object-store.js';
import { createS3Store } from './s3-store.js';

/** decision 029: the S3 store against a real S3-compatible server that this file starts. */
let s3: Awaited<ReturnType<typeof startS3Server>>;
let store: ObjectStore;
beforeAll(async () => {
  s3 = await startS3Server();
  store = createS3Store(s3.settings);
});
afterAll(() => s3.close());

describe('the S3 store', () => {
  it('gives back what it was given, with its type and length', async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"/>';
    await store.put('catalogue/a.svg', Buffer.from(svg), 'image/svg+xml');
    const object = await store.get('catalogue/a.svg');
    expect(object).toMatchObject({ contentType: 'image/svg+xml', contentLength: Buffer.byteLength(svg) });
    expect(await text(object!.body)).toBe(svg);
  });

  it('answers null for a key with nothing under it, and for a key the server would never write', async () => {
    expect(await store.get('u/0123456789abcdef0123456789abcdef.png')).toBeNull();
    expect(await store.get('../secret')).toBeNull();
    await expect(store.put('../x.png', Buffer.from('x'), 'image/png')).rejects.toThrow(RangeError);
  });

  it('deletes a folder of keys and nothing else', async () => {
    await store.put('catalogue/b.svg', Buffer.from('<svg/>'), 'image/svg+xml');
    await store.put('u/kept.png', Buffer.from('png'), 'image/png');
    await store.deletePrefix('catalogue/');
    expect(await store.get('catalogue/a.svg')).toBeNull();
    expect(await store.get('catalogue/b.svg')).toBeNull();
    expect(await text((await store.get('u/kept.png'))!.body)).toBe('png');
    await expect(store.deletePrefix('')).rejects.toThrow(RangeError);
  });

  it('has a public base to redirect to only when a public URL is set', () => {
    expect(store.publicBase).toBeUndefined();
    const published = createS3Store({ ...s3.settings, publicUrl: 'https://cdn.example.com/pictures/' });
    expect(published.publicBase).toBe('https://cdn.example.com/pictures');
  });
});
