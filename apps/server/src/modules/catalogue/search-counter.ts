import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { searchTermBuyers } from '../../db/schema/index.js';
import type { ServiceLog } from '../../lib/service-log.js';

/** How often a process writes the searches it counted. */
export const SEARCH_COUNT_FLUSH_MS = 5_000;

/** One way of writing a search: compatibility forms folded (full-width letters), lower case, single spaces. */
export const normaliseTerm = (keyword: string) =>
  keyword.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim().slice(0, 60);

/**
 * Notes who searched for what, for the hot list: a buyer's search that found products by its own words, once per
 * buyer and term (visitors are not told apart, so they do not count). Every search writing its row would queue
 * requests on row locks; instead each process gathers them and writes them in one statement every few seconds (and
 * before it reads the hot list, and when it closes), in sorted order, so two processes flushing at once never
 * deadlock. A crash loses at most a few seconds of searches.
 */
export function createSearchCounter(db: Database, log: ServiceLog) {
  const pending = new Map<string, { term: string; userId: number }>();

  async function flush() {
    if (pending.size === 0) return;
    const rows = [...pending].sort(([a], [b]) => (a < b ? -1 : 1)).map(([, row]) => row);
    pending.clear();
    await db
      .insert(searchTermBuyers)
      .values(rows)
      .onConflictDoUpdate({ target: [searchTermBuyers.term, searchTermBuyers.userId], set: { lastAt: sql`now()` } });
  }
  const flushQuietly = () => flush().catch((error: unknown) => log.warn({ err: error }, 'search counts not written'));
  const timer = setInterval(flushQuietly, SEARCH_COUNT_FLUSH_MS);
  timer.unref();

  return {
    add(keyword: string, userId: number) {
      const term = normaliseTerm(keyword);
      if (term) pending.set(`${term}\u0000${userId}`, { term, userId });
    },
    flush,
    async close() {
      clearInterval(timer);
      await flushQuietly();
    },
  };
}

export type SearchCounter = ReturnType<typeof createSearchCounter>;
