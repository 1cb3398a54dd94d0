import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { TOKEN_HEADER } from '@tradewind/contract';

/**
 * How long one process answers a visitor's public catalogue request from memory, as a CDN in front of us would
 * for `max-age`: a price, a stock figure or a new product reaches the server's answers within two seconds (the
 * browser's own copy lasts the route's `cacheSeconds`: 5 s for a product page, 60 s for lists). A buyer (a token
 * is sent) is never served from here: their answer carries their own flags (plugins/shared-answers.ts).
 */
export const SHARED_ANSWER_MS = 2_000;
const MAX_ENTRIES = 2_000;

interface Entry {
  payload: string;
  etag: string;
  expires: number;
}

export interface HttpCacheOptions {
  /** 0 turns the in-memory answers off (ETag and Cache-Control stay). */
  sharedAnswerMs?: number;
}

const cacheSeconds = (request: FastifyRequest) => request.routeOptions.config?.cacheSeconds;
/** The envelope's `time` changes every second; the ETag is about the answer, so it leaves `time` out. */
const etagOf = (payload: string) =>
  `W/"${createHash('sha1')
    .update(payload.replace(/"time":\d+/, ''))
    .digest('base64url')}"`;

function answer(request: FastifyRequest, reply: FastifyReply, payload: string, etag: string): string {
  const seconds = cacheSeconds(request)!;
  reply.header('etag', etag);
  reply.header('vary', `accept-language, ${TOKEN_HEADER}`);
  reply.header('cache-control', request.user ? 'private, no-cache' : `public, max-age=${seconds}`);
  if (request.headers['if-none-match'] === etag) {
    reply.code(304);
    return '';
  }
  return payload;
}

/**
 * Sends an answer kept in memory as it is, before the route runs: its ETag was computed when it was kept, so the
 * onSend hook below leaves it alone.
 */
export function sendFromMemory(request: FastifyRequest, reply: FastifyReply, payload: string, etag: string) {
  request.answeredFromMemory = true;
  reply.type('application/json; charset=utf-8');
  return reply.send(answer(request, reply, payload, etag));
}

/**
 * Public catalogue answers are cacheable: a route with `config.cacheSeconds` gets an ETag (a 304 when it
 * matches) and Cache-Control — public for a visitor, private for a buyer. A visitor's answer is also kept in
 * memory for SHARED_ANSWER_MS, so a burst of visitors on one list costs the database one query.
 */
export const httpCachePlugin = fp<HttpCacheOptions>(async (app, options) => {
  const ttl = options.sharedAnswerMs ?? SHARED_ANSWER_MS;
  const entries = new Map<string, Entry>();
  app.decorateRequest('answeredFromMemory', false);
  const sharedKey = (request: FastifyRequest) =>
    ttl > 0 && request.method === 'GET' && cacheSeconds(request) && !request.headers[TOKEN_HEADER]
      ? `${request.lang} ${request.url}`
      : undefined;

  app.addHook('onRequest', async (request, reply) => {
    const key = sharedKey(request);
    const entry = key === undefined ? undefined : entries.get(key);
    if (!entry) return;
    if (entry.expires <= Date.now()) {
      entries.delete(key!);
      return;
    }
    return sendFromMemory(request, reply, entry.payload, entry.etag);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (request.answeredFromMemory || !cacheSeconds(request)) return payload;
    if (reply.statusCode !== 200 || typeof payload !== 'string') return payload;
    const etag = etagOf(payload);
    const key = sharedKey(request);
    if (key !== undefined) {
      entries.delete(key);
      entries.set(key, { payload, etag, expires: Date.now() + ttl });
      if (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value!);
    }
    return answer(request, reply, payload, etag);
  });
});
