import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';

/** How long a buyer reloading the product they just viewed writes nothing. */
export const SAME_VIEW_MS = 60_000;
/** How often the views of this process are written, all in one statement. */
export const VIEWS_WRITTEN_EVERY_MS = 250;
const MAX_BUYERS = 20_000;

/**
 * Marks what a buyer views, for their recently-viewed list, without a write on the product page's path: views are
 * kept in memory and written together every quarter second, in one statement, on `db` (the relaxed connection of
 * ADR 022: a crash may lose the last fraction of a second of marks, never a paid order). This process's reads of a
 * buyer's list write that buyer's waiting views first (`flush`), so a buyer sees their own views at once; another
 * process sees them within a quarter second. A buyer viewing the same product again within a minute in this
 * process (a reload, a return from the cart) writes nothing: its order in the list cannot change by it.
 */
export function viewedMarks(db: Database) {
  const last = new Map<number, { productId: number; at: number }>();
  /** Views not written yet, in the order they were made; one per buyer and product, the latest. */
  let waiting = new Map<string, { userId: number; productId: number }>();
  let writing: Promise<void> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;

  /** This view needs no write: the buyer's last view here was of this product, within the minute. */
  const isMarked = (userId: number, productId: number, now = Date.now()) => {
    const previous = last.get(userId);
    return previous?.productId === productId && now - previous.at < SAME_VIEW_MS;
  };

  /**
   * Writes every waiting view, stamped by the database's clock and a microsecond apart in view order (an embedded
   * database's clock may tick in milliseconds).
   */
  const flush = () => {
    if (timer) clearTimeout(timer);
    timer = undefined;
    const views = [...waiting.values()];
    waiting = new Map();
    if (views.length === 0) return writing;
    writing = writing.then(() =>
      db
        .execute(
          sql`insert into recently_viewed (user_id, product_id, viewed_at)
              select v.user_id, v.product_id, clock_timestamp() + v.n * interval '1 microsecond'
              from unnest(${`{${views.map((v) => v.userId).join(',')}}`}::bigint[],
                          ${`{${views.map((v) => v.productId).join(',')}}`}::int[]) with ordinality as v(user_id, product_id, n)
              where exists (select 1 from products p where p.id = v.product_id)
                and exists (select 1 from users u where u.id = v.user_id)
              order by v.n
              on conflict (user_id, product_id) do update set viewed_at = excluded.viewed_at`,
        )
        .then(
          () => undefined,
          // A buyer deleted meanwhile (their views go with them): the marks are not worth an error.
          () => undefined,
        ),
    );
    return writing;
  };

  const markViewed = (userId: number, productId: number) => {
    const now = Date.now();
    if (isMarked(userId, productId, now)) return;
    const key = `${userId}:${productId}`;
    waiting.delete(key);
    waiting.set(key, { userId, productId });
    last.delete(userId);
    last.set(userId, { productId, at: now });
    if (last.size > MAX_BUYERS) last.delete(last.keys().next().value!);
    timer ??= setTimeout(() => void flush(), VIEWS_WRITTEN_EVERY_MS);
  };
  return Object.assign(markViewed, { isMarked, flush });
}

export type ViewedMarks = ReturnType<typeof viewedMarks>;

const perDatabase = new WeakMap<Database, ViewedMarks>();

/** The one set of waiting views of this database handle, shared by the product page and the recently-viewed list. */
export function viewedMarksOf(db: Database): ViewedMarks {
  let marks = perDatabase.get(db);
  if (!marks) perDatabase.set(db, (marks = viewedMarks(db)));
  return marks;
}
