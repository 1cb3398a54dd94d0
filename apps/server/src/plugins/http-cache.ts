import { createHash } from 'node:crypto';
import fp from 'fastify-plugin';

/**
 * Public catalogue answers are cacheable: a route with `config.cacheSeconds` gets an ETag (a 304 when it
 * matches) and Cache-Control — public for a visitor, private for a buyer whose answer carries their own flags.
 */
export const httpCachePlugin = fp(async (app) => {
  app.addHook('onSend', async (request, reply, payload) => {
    const seconds = request.routeOptions.config?.cacheSeconds;
    if (!seconds || reply.statusCode !== 200 || typeof payload !== 'string') return payload;
    const etag = `W/"${createHash('sha1').update(payload).digest('base64url')}"`;
    reply.header('etag', etag);
    reply.header('vary', 'accept-language, token');
    reply.header('cache-control', request.user ? 'private, no-cache' : `public, max-age=${seconds}`);
    if (request.headers['if-none-match'] === etag) {
      reply.code(304);
      return '';
    }
    return payload;
  });
});
