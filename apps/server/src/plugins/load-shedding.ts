import fp from 'fastify-plugin';
import underPressure from '@fastify/under-pressure';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ErrorKey } from '@tradewind/contract';
import { AppError } from '../lib/app-error.js';
import { isOwnRequest } from '../lib/quiet-requests.js';

export interface LoadSheddingOptions {
  /** Requests one process works on at once; past it a new one is answered 503 at once. */
  maxInFlight?: number;
  /** How late the event loop may run (ms) before new requests are answered 503; 0 never. */
  maxEventLoopDelayMs?: number;
}

/**
 * 256 requests in flight is seconds of queue on the slowest database path; the bench's 50 connections stay well
 * below it. An event loop a second late means every queued request is already late.
 */
export const DEFAULT_MAX_IN_FLIGHT = 256;
export const DEFAULT_MAX_EVENT_LOOP_DELAY_MS = 1_000;
const RETRY_AFTER_SECONDS = 1;

/**
 * An overloaded server answers `503 BUSY` with `Retry-After` at once, before any database work, instead of
 * queueing every request until each client times out (ADR 013): by requests in flight (a slow database queues
 * them without delaying the event loop) and by event-loop delay (@fastify/under-pressure, for a busy CPU).
 * The server's own requests (the demo seed of a first start, before it listens) are never shed: there is no one
 * else to make room for, and a first start on a busy machine would otherwise start without its demo.
 */
export const loadSheddingPlugin = fp<LoadSheddingOptions>(async (app, options) => {
  const maxInFlight = options.maxInFlight ?? DEFAULT_MAX_IN_FLIGHT;
  let inFlight = 0;
  const counted = new WeakSet<FastifyRequest>();
  const done = async (request: FastifyRequest) => {
    if (counted.delete(request)) inFlight -= 1;
  };

  const busy = (reply: FastifyReply) => {
    reply.header('retry-after', RETRY_AFTER_SECONDS);
    return new AppError(ErrorKey.Busy);
  };

  app.addHook('onRequest', async (request, reply) => {
    if (isOwnRequest(request)) return;
    if (inFlight >= maxInFlight) {
      throw busy(reply);
    }
    // A live stream (ADR 030) stays open for hours and costs nothing while idle: refused when the process is
    // full, like any request, but never counted as work in flight.
    if (request.routeOptions.config?.longLived) return;
    inFlight += 1;
    counted.add(request);
  });
  app.addHook('onResponse', done);
  app.addHook('onRequestAbort', done);

  await app.register(underPressure, {
    maxEventLoopDelay: options.maxEventLoopDelayMs ?? DEFAULT_MAX_EVENT_LOOP_DELAY_MS,
    retryAfter: RETRY_AFTER_SECONDS,
    pressureHandler: async (request, reply) => {
      if (!isOwnRequest(request)) throw busy(reply);
    },
  });
});
