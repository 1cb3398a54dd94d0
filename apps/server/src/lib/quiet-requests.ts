import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

/**
 * Requests the server sends itself at start (the demo activity seed, through `app.inject`) carry this header with
 * a key made per process, and are not logged one by one: a fresh start would print hundreds of request lines.
 * A caller from outside cannot guess the key, so nothing it sends can hide from the log.
 */
export const QUIET_HEADER = 'x-tradewind-quiet';
export const QUIET_KEY = randomBytes(16).toString('hex');
/** A load balancer's probes (modules/system/health-routes.ts) and a scraper's come every few seconds and say nothing new. */
const PROBES = new Set(['/api/health', '/api/ready', '/metrics']);
/** A request the server sent itself (the demo seed at start), which only this process can mark. */
export const isOwnRequest = (request: FastifyRequest) => request.headers[QUIET_HEADER] === QUIET_KEY;
export const isQuietRequest = (request: FastifyRequest) => isOwnRequest(request) || PROBES.has(request.url);
