import { buffer } from 'node:stream/consumers';
import type { FastifyInstance } from 'fastify';
import { isPrivateKey, type ObjectStore } from '../../lib/storage/object-store.js';

export type UploadReader = (url: string) => Promise<{ type: string; body: Buffer } | null>;

/**
 * One upload's bytes for the first HTML (inline-pictures.ts): through the server's own /uploads route, so they come
 * from wherever uploads are kept; from the store itself when that route only redirects browsers to it.
 */
export function uploadReader(app: FastifyInstance, store?: ObjectStore): UploadReader {
  if (store?.publicBase) {
    return async (url) => {
      const key = url.replace(/^\/uploads\//, '');
      if (isPrivateKey(key)) return null; // never a first screen's public picture
      const object = await store.get(key);
      return object && { type: object.contentType, body: await buffer(object.body) };
    };
  }
  return async (url) => {
    const response = await app.inject({ method: 'GET', url });
    const type = String(response.headers['content-type'] ?? '')
      .split(';')[0]!
      .trim();
    return response.statusCode === 200 ? { type, body: response.rawPayload } : null;
  };
}
