import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { ErrorKey, Role } from '@tradewind/contract';
import { uploads } from '../db/schema/index.js';
import { AppError } from '../lib/app-error.js';
import { mayReadCasePicture } from '../modules/disputes/case-pictures.js';
import { mayReadPrivatePicture } from '../modules/admin-session/console-pictures.js';
import { consoleScopeOf } from '../modules/admin-session/console-scope.js';
import {
  cacheControlOf,
  isObjectKey,
  isPrivateKey,
  PUBLIC_CACHE_CONTROL,
  type ObjectStore,
} from '../lib/storage/object-store.js';

const PREFIX = '/uploads/';
/** The console's way to a private picture: its session cookie reaches only /api/admin/* (decision 012). */
const CONSOLE_PREFIX = '/api/admin/uploads/';

/** The object's key from the request's path, or null for one the server never generates. */
function keyOf(url: string, prefix: string): string | null {
  try {
    const key = decodeURIComponent(url.split('?')[0]!.slice(prefix.length));
    return isObjectKey(key) ? key : null;
  } catch {
    return null; // a malformed escape
  }
}

const notFound = () => new AppError(ErrorKey.NotFound);

/**
 * Uploaded and generated images under /uploads/* (docs/architecture.md §7, decisions 029 and 036). Every path is
 * read as an object key first: a folder, `..`, a NUL or a key longer than any the server makes is a 404 before the
 * store is asked. Public objects (the catalogue's pictures, posted reviews' photos) are streamed from either store
 * with their type, length, ETag and date, or redirected to the store's public URL. A buyer's private upload (payment
 * evidence, refund proofs) is served only to that buyer (the app's cookie: an `<img>` sends no header) and to the
 * operator (under /api/admin/uploads/, where the console's cookie goes; a shop's staff only their shops' refund proofs), never kept by a cache; to anyone else it
 * is not found. `nosniff` comes from plugins/security.ts on every reply.
 */
export const uploadsPlugin = fp<{ store: ObjectStore }>(async (app, { store }) => {
  const send = async (request: FastifyRequest, reply: FastifyReply, key: string) => {
    const object = await store.get(key);
    if (!object) throw notFound();
    reply.header('cache-control', cacheControlOf(key));
    if (object.lastModified) reply.header('last-modified', object.lastModified.toUTCString());
    if (object.etag) {
      reply.header('etag', object.etag);
      if (request.headers['if-none-match'] === object.etag) {
        object.body.destroy();
        return reply.code(304).send();
      }
    }
    return reply.type(object.contentType).header('content-length', object.contentLength).send(object.body);
  };

  /**
   * The buyer who uploaded it, or the operator, or the other side of a case it is evidence in; a session comes from
   * the token header or the app's cookie.
   */
  const mayRead = async (request: FastifyRequest, key: string) => {
    const user = request.user;
    if (!user) return false;
    if (user.role === Role.Operator) return true;
    const [own] = await app.db
      .select({ id: uploads.id })
      .from(uploads)
      .where(and(eq(uploads.userId, user.id), eq(uploads.path, `${PREFIX}${key}`)))
      .limit(1);
    return own !== undefined || mayReadCasePicture(app.db, user.id, `${PREFIX}${key}`);
  };

  app.get(`${PREFIX}*`, { config: { auth: 'optional' }, schema: { hide: true } }, async (request, reply) => {
    const key = keyOf(request.url, PREFIX);
    if (!key) throw notFound();
    if (isPrivateKey(key)) {
      if (!(await mayRead(request, key))) throw notFound();
      return send(request, reply, key);
    }
    if (store.publicBase) {
      return reply.header('cache-control', PUBLIC_CACHE_CONTROL).redirect(`${store.publicBase}/${key}`, 302);
    }
    return send(request, reply, key);
  });

  app.get(`${CONSOLE_PREFIX}*`, { config: { auth: 'console' }, schema: { hide: true } }, async (request, reply) => {
    const key = keyOf(request.url, CONSOLE_PREFIX);
    if (!key || !isPrivateKey(key)) throw notFound();
    const scope = await consoleScopeOf(app.db, request.user);
    if (!(await mayReadPrivatePicture(app.db, scope, request.user!.id, `${PREFIX}${key}`))) throw notFound();
    return send(request, reply, key);
  });
});
