import { and, desc, eq, gt, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { ProductSort } from '@tradewind/contract';
import type { Database } from '../../db/client.js';
import { products, searchTermBuyers } from '../../db/schema/index.js';
import type { SearchCounter } from './search-counter.js';
import { filterConditions, listProducts, rankedPage, SORT_ORDER, type ListFilters, type Page } from './product-list.js';
import { containing } from '../../db/paging.js';

/**
 * Full-text match on title and description, or a title word close enough to the keyword (a typo), ranked by
 * text rank, then by similarity. Every path is indexed: GIN tsvector; GIN trigram for ILIKE and `<%`, whose
 * threshold each connection sets (db/search-settings.ts).
 */
export function searchCondition(keyword: string): { where: SQL; rank: SQL } {
  const query = sql`websearch_to_tsquery('simple', ${keyword})`;
  const where = or(
    sql`${products.search} @@ ${query}`,
    ilike(products.title, containing(keyword)),
    sql`${keyword} <% ${products.title}`,
  )!;
  const rank = sql`ts_rank(${products.search}, ${query}) + word_similarity(${keyword}, ${products.title})`;
  return { where, rank };
}

type SearchRequest = ListFilters & Page & { keyword: string; sort: 'relevance' | ProductSort };

/** What a search filters on and sorts by (the plan test explains exactly these). */
export function searchClauses(query: Omit<SearchRequest, 'page' | 'limit'>) {
  const { where, rank } = searchCondition(query.keyword);
  const order =
    query.sort === 'relevance' ? [desc(rank), desc(products.sales), desc(products.id)] : SORT_ORDER[query.sort];
  return { where: and(where, ...filterConditions(query)), order };
}

export async function searchProducts(db: Database, query: SearchRequest) {
  const { where, order } = searchClauses(query);
  // By relevance every match is ranked anyway, so the page counts them too; another sort walks its index.
  const result =
    query.sort === 'relevance'
      ? await rankedPage(db, where, order, query)
      : await listProducts(db, where, order, query, undefined);
  // A first page that found something counts for the hot list, but only when its own words matched: a typo that
  // found products by resemblance alone ("backpak") must not be offered to everyone.
  const counts = query.page === 1 && result.total > 0 && (await matchesItsWords(db, query.keyword));
  return { result, counts };
}

async function matchesItsWords(db: Database, keyword: string): Promise<boolean> {
  const words = or(
    sql`${products.search} @@ websearch_to_tsquery('simple', ${keyword})`,
    ilike(products.title, containing(keyword)),
  );
  const [found] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.onShelf, true), words))
    .limit(1);
  return found !== undefined;
}

/** Titles that contain or resemble what is typed so far, best sellers first. */
export async function suggest(db: Database, keyword: string) {
  if (keyword.length === 0) return [];
  const rows = await db
    .select({ title: products.title })
    .from(products)
    .where(
      and(
        eq(products.onShelf, true),
        or(ilike(products.title, containing(keyword)), sql`${keyword} <% ${products.title}`),
      ),
    )
    .orderBy(desc(sql`word_similarity(${keyword}, ${products.title})`), desc(products.sales))
    .limit(8);
  return [...new Set(rows.map((r) => r.title))];
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
