import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { Role } from '@tradewind/contract';
import { fillFlags, flagTemplate, type FlagTemplate } from '../lib/flag-template.js';
import { SHARED_ANSWER_MS, sendFromMemory } from './http-cache.js';

const MAX_ENTRIES = 2_000;

interface Entry {
  value: Promise<unknown>;
  expires: number;
  ready: boolean;
  refreshing: boolean;
  /** Once ready: how a buyer's request is answered without the route (see `BuyerServing`). */
  buyers?: { template: FlagTemplate; onHit?: (userId: number) => void; servable?: (userId: number) => boolean };
}

/**
 * How the route answers a buyer from a shared answer, so that the same answer can be sent from `onRequest` once
 * the buyer's flags are in memory: the route's whole work for a buyer is then splicing flags into kept bytes.
 */
export interface BuyerServing<T> {
  /** The whole answer as the route sends it, with `flagMark`s where a buyer's flags go. */
  marked(value: T): unknown;
  /** What the route does on each buyer's answer that must still happen (a search counted for the hot list). */
  onHit?: (value: T, userId: number) => void;
  /** False when this buyer's request still needs the route (a product view not yet marked). */
  servable?: (value: T, userId: number) => boolean;
}

export interface SharedAnswers {
  /**
   * The answer computed for this key in the last `SHARED_ANSWER_MS`, or `compute()`'s. Requests that arrive while
   * it is being computed wait for the same computation instead of each asking the database.
   */
  get<T>(key: string, compute: () => Promise<T>, buyers?: BuyerServing<T>): Promise<T>;
  /** The key for a catalogue read: what the visitor's answer depends on, never who asks. */
  keyOf(request: FastifyRequest): string;
  /** False when answers are not kept at all (`sharedAnswerMs: 0`): what a route keeps of its own must not be either. */
  keeps: boolean;
  /** Also empties what a route keeps of its own (a search's ranking) when the shared answers are emptied. */
  onClear(clear: () => void): void;
}

/**
 * What the catalogue answers everyone alike (a page of cards, a product, a shop), kept for two seconds in this
 * process and shared by visitors and buyers; a buyer's own flags are laid over it per request (catalogue/flags.ts).
 * The window is the one ADR 006 chose for visitors: a price, stock or shelf change shows within two seconds. An
 * operator's write in this process empties it at once, so the console's own changes show to buyers here at once.
 */
export const sharedAnswersPlugin = fp<{ sharedAnswerMs?: number }>(async (app, options) => {
  const ttl = options.sharedAnswerMs ?? SHARED_ANSWER_MS;
  const entries = new Map<string, Entry>();
  const clears: (() => void)[] = [() => entries.clear()];

  const compute = <T>(key: string, run: () => Promise<T>, buyers?: BuyerServing<T>, previous?: Entry) => {
    const entry: Entry = { value: run(), expires: Date.now() + ttl, ready: false, refreshing: false };
    entry.value.then(
      (value) => {
        if (buyers) {
          const { marked, onHit, servable } = buyers;
          entry.buyers = {
            template: flagTemplate(JSON.stringify(marked(value as T))),
            onHit: onHit && ((userId) => onHit(value as T, userId)),
            servable: servable && ((userId) => servable(value as T, userId)),
          };
        }
        entry.ready = true;
        if (previous && entries.get(key) === previous) entries.set(key, entry);
      },
      // A failure (a product not found, a lost connection) is not kept: the next request asks again.
      () => {
        if (entries.get(key) === (previous ?? entry)) entries.delete(key);
      },
    );
    return entry;
  };

  const get = <T>(key: string, run: () => Promise<T>, buyers?: BuyerServing<T>): Promise<T> => {
    if (ttl <= 0) return run();
    const now = Date.now();
    const known = entries.get(key);
    if (known && known.expires > now) {
      // In the window's last quarter one reader computes the next answer while every reader keeps this one, so a
      // popular list is renewed before it expires and a slow query never stalls all its readers at once.
      if (known.ready && !known.refreshing && known.expires - now < ttl / 4) {
        known.refreshing = true;
        compute(key, run, buyers, known);
      }
      return known.value as Promise<T>;
    }
    const entry = compute(key, run, buyers);
    entries.delete(key);
    entries.set(key, entry);
    if (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value!);
    return entry.value as Promise<T>;
  };

  const keyOf = (request: FastifyRequest) => `${request.lang} ${request.url}`;
  app.decorate('sharedAnswers', {
    get,
    keyOf,
    keeps: ttl > 0,
    onClear: (clear) => clears.push(clear),
  } satisfies SharedAnswers);

  // A warm buyer (session and flags in memory; the auth plugin's onRequest ran first) on a ready answer: the
  // answer's bytes with their flags spliced in, as the route would send it. The window's last quarter still goes
  // to the route, whose read starts the next answer.
  app.addHook('onRequest', async (request, reply) => {
    if (ttl <= 0 || request.method !== 'GET' || !request.user || !request.routeOptions.config?.cacheSeconds) return;
    const entry = entries.get(keyOf(request));
    const serving = entry?.buyers;
    const left = serving ? entry.expires - Date.now() : 0;
    if (!serving || left <= 0 || (left < ttl / 4 && !entry.refreshing)) return;
    const userId = request.user.id;
    const favourite = app.userMemory.known(userId, 'favourites');
    const followed = app.userMemory.known(userId, 'follows');
    if (!favourite || !followed || (serving.servable && !serving.servable(userId))) return;
    serving.onHit?.(userId);
    const { payload, etag } = fillFlags(serving.template, { favourite, followed });
    return sendFromMemory(request, reply, payload, etag);
  });

  app.addHook('onSend', async (request) => {
    if (request.method !== 'GET' && request.method !== 'HEAD' && request.user?.role === Role.Operator) {
      for (const clear of clears) clear();
    }
  });
});
