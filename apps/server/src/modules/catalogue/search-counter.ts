import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.js';
import { searchTerms } from '../../db/schema/index.js';

/** How often a process writes the searches it counted. */
export const SEARCH_COUNT_FLUSH_MS = 5_000;

export const normaliseTerm = (keyword: string) => keyword.toLowerCase().replace(/\s+/g, ' ').trim().slice(0, 60);

/**
 * Counts searches for the hot list. Every search upserting its term's row would make fifty visitors searching
 * "laptop" queue on one row lock; instead each process adds up its counts and writes them in one statement
 * every few seconds (and before it reads the hot list, and when it closes). Terms are written in sorted order,
 * so two processes flushing at once never deadlock. A crash loses at most a few seconds of counts.
 */
export function createSearchCounter(db: Database, log: FastifyBaseLogger) {
  const pending = new Map<string, number>();

  async function flush() {
    if (pending.size === 0) return;
    const rows = [...pending].sort(([a], [b]) => (a < b ? -1 : 1)).map(([term, hits]) => ({ term, hits }));
    pending.clear();
    await db
      .insert(searchTerms)
      .values(rows)
      .onConflictDoUpdate({
        target: searchTerms.term,
        set: { hits: sql`${searchTerms.hits} + excluded.hits`, lastAt: sql`now()` },
      });
  }
  const flushQuietly = () => flush().catch((error: unknown) => log.warn({ err: error }, 'search counts not written'));
  const timer = setInterval(flushQuietly, SEARCH_COUNT_FLUSH_MS);
  timer.unref();

  return {
    add(keyword: string) {
      const term = normaliseTerm(keyword);
      if (term) pending.set(term, (pending.get(term) ?? 0) + 1);
    },
    flush,
    async close() {
      clearInterval(timer);
      await flushQuietly();
    },
  };
}

export type SearchCounter = ReturnType<typeof createSearchCounter>;
