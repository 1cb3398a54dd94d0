import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/client.js';

/** How many of the best matches lend their title words to a correction. */
const LENDERS = 5;
/** A title word closer than this to a typed word may replace it (pg_trgm's similarity, 0 to 1). */
const CLOSE_ENOUGH = 0.2;

/**
 * What the buyer most likely meant, when their own words found nothing and products were found by resemblance
 * ("backpak" → "backpack"): each typed word that is not a word of the best matches' titles becomes the closest
 * such word. Undefined when nothing would change.
 */
export async function correctedKeyword(db: Database, keyword: string, bestIds: number[]) {
  const typed = keyword.split(/\s+/).filter(Boolean);
  if (typed.length === 0 || bestIds.length === 0) return undefined;
  const rows = await queryRows<{ typed: string; closest: string | null }>(
    db,
    sql`with words as (
        select distinct lower(w) as word
        from products p, regexp_split_to_table(p.title, '[^[:alnum:]]+') as w
        where p.id in (${sql.join(
          bestIds.slice(0, LENDERS).map((id) => sql`${id}`),
          sql`, `,
        )}) and w <> ''
      )
      select t.word as typed,
        (select w.word from words w where similarity(w.word, lower(t.word)) >= ${CLOSE_ENOUGH}
         order by w.word = lower(t.word) desc, similarity(w.word, lower(t.word)) desc, w.word limit 1) as closest
      from (values ${sql.join(
        typed.map((word, i) => sql`(${i}::int, ${word}::text)`),
        sql`, `,
      )}) as t(at, word)
      order by t.at`,
  );
  const corrected = rows.map((r) => r.closest ?? r.typed).join(' ');
  return corrected.toLowerCase() === keyword.toLowerCase() ? undefined : corrected;
}
