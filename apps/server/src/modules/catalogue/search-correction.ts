import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/client.js';

/** A title word closer than this to a typed word may replace it (pg_trgm's similarity, 0 to 1). */
const CLOSE_ENOUGH = 0.2;

/** The words of what was typed, as the dictionary of title words holds them. */
export const typedWords = (keyword: string) =>
  keyword
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

/**
 * What the buyer most likely meant ("backpak" → "backpack"): each typed word that is not a word of any title becomes
 * the closest title word in the dictionary (search_words: a few thousand words, its trigram index ordered by
 * distance), when one is close enough. Undefined when nothing would change.
 */
export async function correctedKeyword(db: Database, keyword: string) {
  const typed = typedWords(keyword);
  if (typed.length === 0) return undefined;
  const rows = await queryRows<{ typed: string; closest: string | null }>(
    db,
    sql`select t.word as typed,
          coalesce((select d.word from search_words d where d.word = t.word),
                   (select c.word from (select d.word from search_words d order by d.word <-> t.word limit 1) c
                    where similarity(c.word, t.word) >= ${CLOSE_ENOUGH})) as closest
        from (values ${sql.join(
          typed.map((word, i) => sql`(${i}::int, ${word}::text)`),
          sql`, `,
        )}) as t(at, word)
        order by t.at`,
  );
  const corrected = rows.map((r) => r.closest ?? r.typed).join(' ');
  return corrected === typed.join(' ') ? undefined : corrected;
}
