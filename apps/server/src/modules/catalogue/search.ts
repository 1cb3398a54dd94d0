import { and, desc, eq, gt, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { LanguageCode, ProductSort } from '@tradewind/contract';
import type { Database } from '../../db/client.js';
import { products, searchTermBuyers } from '../../db/schema/index.js';
import type { SearchCounter } from './search-counter.js';
import type { KeptValues } from '../../lib/kept-values.js';
import {
  filterConditions,
  listProducts,
  rankedPage,
  rankingQuery,
  SORT_ORDER,
  type ListFilters,
  type Page,
} from './product-list.js';
import { containing } from '../../db/paging.js';
import { correctedKeyword } from './search-correction.js';
import { listCategories } from './home.js';

/**
 * Full-text match on title and description, ranked by text rank (the title weighs more), on the GIN index of the
 * words. A typo finds nothing here: its words are corrected against the dictionary of title words first
 * (search-correction.ts), never by a trigram match over every title, which at a million products cost seconds.
 */
export function searchCondition(keyword: string): { where: SQL; rank: SQL } {
  const query = sql`websearch_to_tsquery('simple', ${keyword})`;
  return { where: sql`${products.search} @@ ${query}`, rank: sql`ts_rank(${products.search}, ${query})` };
}

type SearchRequest = ListFilters & Page & { keyword: string; sort: 'relevance' | ProductSort; exact?: '0' | '1' };

/** What a search filters on and sorts by (the plan test explains exactly these). */
export function searchClauses(query: Omit<SearchRequest, 'page' | 'limit'>) {
  const { where, rank } = searchCondition(query.keyword);
  const order =
    query.sort === 'relevance' ? [desc(rank), desc(products.sales), desc(products.id)] : SORT_ORDER[query.sort];
  return { where: and(where, ...filterConditions(query)), order };
}

/**
 * How long a search by relevance keeps its ranking (ADR 022): ranking every match is the search's whole cost, and
 * the order of matches hardly moves in half a minute. Pages are cut from it with current prices and stock.
 */
export const RANKING_MS = 30_000;
export const RANKINGS_KEPT = 500;

/**
 * The ids a search by relevance found, in order; whether its own words found any (for the hot list); and, when
 * only the corrected words found them, those words.
 */
export interface Ranking {
  ids: number[];
  ownWords: boolean;
  corrected?: string;
}

const rankingKey = (query: SearchRequest) =>
  JSON.stringify([
    query.keyword,
    query.exact,
    query.category_id,
    query.shop_id,
    query.min_price_cents,
    query.max_price_cents,
    query.in_stock,
  ]);

/** The words that found the ranking's products: the buyer's own, else the corrected ones. */
const wordsOf = (query: SearchRequest, ranking: Ranking) => ranking.corrected ?? query.keyword;

export async function searchProducts(db: Database, query: SearchRequest, rankings: KeptValues<Ranking>) {
  // The ranking by relevance says what the words found, whatever the sort; another sort still walks its index.
  const ranking = await rankings.get(rankingKey(query), async () => {
    const rank = async (keyword: string) => {
      const relevance = searchClauses({ ...query, keyword, sort: 'relevance' });
      return (await rankingQuery(db, relevance.where, relevance.order)).map((r) => r.id);
    };
    const ids = await rank(query.keyword);
    if (ids.length > 0 || query.exact === '1') return { ids, ownWords: ids.length > 0 };
    // Nothing has these words: search instead for the closest title words, and say so.
    const corrected = await correctedKeyword(db, query.keyword);
    if (!corrected) return { ids, ownWords: false };
    const found = await rank(corrected);
    return found.length > 0 ? { ids: found, ownWords: false, corrected } : { ids: found, ownWords: false };
  });
  const page =
    query.sort === 'relevance'
      ? await rankedPage(db, ranking.ids, and(...filterConditions(query)), query)
      : await listProducts(
          db,
          searchClauses({ ...query, keyword: wordsOf(query, ranking) }).where,
          SORT_ORDER[query.sort],
          query,
          undefined,
        );
  const result = ranking.corrected ? { ...page, corrected: ranking.corrected } : page;
  // A first page that found something counts for the hot list, but only when its own words matched: a typo that
  // found products by its corrected words alone ("backpak") must not be offered to everyone.
  return { result, counts: query.page === 1 && ranking.ownWords };
}

/** How many categories a suggestion list offers beside the titles. */
export const SUGGESTED_CATEGORIES = 2;

/**
 * Titles that contain or resemble what is typed so far, best sellers first; and the categories to look in: those
 * whose name holds what is typed ("pho" → Mobile phone), then those of the suggested titles, most frequent first.
 */
export async function suggest(db: Database, keyword: string, lang: LanguageCode) {
  if (keyword.length === 0) return { list: [], categories: [] };
  const [rows, categoryList] = await Promise.all([
    db
      .select({ title: products.title, categoryId: products.categoryId })
      .from(products)
      .where(
        and(
          eq(products.onShelf, true),
          or(ilike(products.title, containing(keyword)), sql`${keyword} <% ${products.title}`),
        ),
      )
      .orderBy(desc(sql`word_similarity(${keyword}, ${products.title})`), desc(products.sales))
      .limit(8),
    listCategories(db, lang),
  ]);
  const typed = keyword.toLocaleLowerCase(lang);
  const named = categoryList.filter((c) => c.name.toLocaleLowerCase(lang).includes(typed)).map((c) => c.id);
  const frequency = new Map<number, number>();
  for (const row of rows) frequency.set(row.categoryId, (frequency.get(row.categoryId) ?? 0) + 1);
  const ofTitles = [...frequency].sort((a, b) => b[1] - a[1]).map(([id]) => id);
  const wanted = [...new Set([...named, ...ofTitles])].slice(0, SUGGESTED_CATEGORIES);
  return {
    list: [...new Set(rows.map((r) => r.title))],
    categories: wanted.map((id) => categoryList.find((c) => c.id === id)!).filter(Boolean),
  };
}

/** How far back the hot list looks: what buyers search for now, not what they searched for last season. */
const HOT_WINDOW = sql`now() - interval '30 days'`;

/** The ten searches the most buyers made lately, ties to the most recent. */
export async function hotSearches(db: Database, counter: SearchCounter) {
  await counter.flush();
  const rows = await db
    .select({ term: searchTermBuyers.term })
    .from(searchTermBuyers)
    .where(gt(searchTermBuyers.lastAt, HOT_WINDOW))
    .groupBy(searchTermBuyers.term)
    .orderBy(desc(sql`count(*)`), desc(sql`max(${searchTermBuyers.lastAt})`))
    .limit(10);
  return rows.map((r) => r.term);
}
