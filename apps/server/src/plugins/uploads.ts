import fs from 'node:fs';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { ErrorKey } from '@tradewind/contract';
import { AppError } from '../lib/app-error.js';
import type { LocalStore } from '../lib/storage/local-store.js';
import { isObjectKey, type ObjectStore } from '../lib/storage/object-store.js';
import { OBJECT_CACHE_CONTROL } from '../lib/storage/s3-store.js';

const PREFIX = '/uploads/';
const isLocal = (store: ObjectStore): store is LocalStore => 'root' in store;
/** The object's key from the request's path, or null for one the server never generates. */
function keyOf(url: string): string | null {
  try {
    const key = decodeURIComponent(url.split('?')[0]!.slice(PREFIX.length));
    return isObjectKey(key) ? key : null;
  } catch {
    return null; // a malformed escape
  }
}

/**
 * Uploaded and generated images under /uploads/* (docs/architecture.md §7, decision 029): a local folder is served
 * as a static folder; a bucket's objects are streamed through the app with the same headers, or, when the store
 * has a public URL, answered with a redirect there. `nosniff` comes from plugins/security.ts on every reply.
 */
export const uploadsPlugin = fp<{ store: ObjectStore }>(async (app, { store }) => {
  if (isLocal(store)) {
    fs.mkdirSync(store.root, { recursive: true });
    await app.register(fastifyStatic, {
      root: store.root,
      prefix: PREFIX,
      decorateReply: false,
      index: false,
      list: false,
      setHeaders: (res) => res.setHeader('cache-control', OBJECT_CACHE_CONTROL),
    });
    return;
  }
  const { publicBase } = store;
  app.get(`${PREFIX}*`, { schema: { hide: true } }, async (request, reply) => {
    const key = keyOf(request.url);
    if (!key) throw new AppError(ErrorKey.NotFound);
    if (publicBase) return reply.header('cache-control', OBJECT_CACHE_CONTROL).redirect(`${publicBase}/${key}`, 302);
    const object = await store.get(key);
    if (!object) throw new AppError(ErrorKey.NotFound);
    reply.header('cache-control', OBJECT_CACHE_CONTROL);
    if (object.lastModified) reply.header('last-modified', object.lastModified.toUTCString());
    if (object.etag) {
      reply.header('etag', object.etag);
      if (request.headers['if-none-match'] === object.etag) {
        object.body.destroy();
        return reply.code(304).send();
      }
    }
    return reply.type(object.contentType).header('content-length', object.contentLength).send(object.body);
  });
});
