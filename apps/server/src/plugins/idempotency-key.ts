import fp from 'fastify-plugin';
import type { FastifyRequest, onRequestHookHandler } from 'fastify';
import { IDEMPOTENCY_HEADER } from '@tradewind/contract';
import { readIdempotencyKey } from '../lib/idempotency.js';

/**
 * A route that honours an Idempotency-Key (`config.keyed`, docs/architecture.md §3) gets it checked here, in one
 * rule for all, before the route does any work (a chain lookup, pricing, a payment code): a key that is empty or
 * too long is a 400 naming the header, and the route reads the checked key from `request.idempotencyKey`.
 */
export const idempotencyKeyPlugin = fp(async (app) => {
  app.decorateRequest('idempotencyKey', undefined);
  const readKey = async (request: FastifyRequest) => {
    request.idempotencyKey = readIdempotencyKey(request.headers[IDEMPOTENCY_HEADER]);
  };
  app.addHook('onRoute', (route) => {
    if (!route.config?.keyed) return;
    const own = route.onRequest;
    route.onRequest = [...(own ? [own].flat() : []), readKey as onRequestHookHandler];
  });
});
