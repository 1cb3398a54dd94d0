import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { Role } from '@tradewind/contract';
import { SHARED_ANSWER_MS } from './http-cache.js';

const MAX_ENTRIES = 2_000;

export interface SharedAnswers {
  /**
   * The answer computed for this key in the last `SHARED_ANSWER_MS`, or `compute()`'s. Requests that arrive while
   * it is being computed wait for the same computation instead of each asking the database.
   */
  get<T>(key: string, compute: () => Promise<T>): Promise<T>;
  /** The key for a catalogue read: what the visitor's answer depends on, never who asks. */
  keyOf(request: FastifyRequest): string;
}

/**
 * What the catalogue answers everyone alike (a page of cards, a product, a shop), kept for two seconds in this
 * process and shared by visitors and buyers; a buyer's own flags are laid over it per request (catalogue/flags.ts).
 * The window is the one ADR 006 chose for visitors: a price, stock or shelf change shows within two seconds. An
 * operator's write in this process empties it at once, so the console's own changes show to buyers here at once.
 */
export const sharedAnswersPlugin = fp<{ sharedAnswerMs?: number }>(async (app, options) => {
  const ttl = options.sharedAnswerMs ?? SHARED_ANSWER_MS;
  const entries = new Map<string, { value: Promise<unknown>; expires: number }>();

  const get = <T>(key: string, compute: () => Promise<T>): Promise<T> => {
    if (ttl <= 0) return compute();
    const now = Date.now();
    const known = entries.get(key);
    if (known && known.expires > now) return known.value as Promise<T>;
    const value = compute();
    entries.delete(key);
    entries.set(key, { value, expires: now + ttl });
    if (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value!);
    // A failure (a product not found, a lost connection) is not kept: the next request asks again.
    value.catch(() => {
      if (entries.get(key)?.value === value) entries.delete(key);
    });
    return value;
  };
  const keyOf = (request: FastifyRequest) => `${request.lang} ${request.url}`;
  app.decorate('sharedAnswers', { get, keyOf } satisfies SharedAnswers);

  app.addHook('onSend', async (request) => {
    if (request.method !== 'GET' && request.method !== 'HEAD' && request.user?.role === Role.Operator) entries.clear();
  });
});
