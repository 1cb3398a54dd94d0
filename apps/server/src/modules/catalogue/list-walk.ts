import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { ProductListQuery, ProductSort } from '@tradewind/contract';
import { queryRows, type Database } from '../../db/client.js';
import { freightRules, products, shops } from '../../db/schema/index.js';
import type { KeptValues } from '../../lib/kept-values.js';
import { cardColumns, toProductCard, type CardRow } from './cards.js';
import { filterConditions, pageQuery, SORT_ORDER, TOTAL_CAP, type Page } from './product-list.js';

/**
 * How long a list keeps its walk: the total and where each of its pages starts. Pages are read with current rows
 * from there, so a price or a stock is as current as ever; what may be up to this old is the total and which
 * product opens each page (a product whose sales moved meanwhile may show on two pages, or on none, as it could
 * with OFFSET while rows move).
 */
export const WALK_MS = 30_000;
export const WALKS_KEPT = 2_000;

/** Each sort's column, its SQL type (the anchors travel as text, so a timestamp keeps its microseconds) and way. */
const SORT_KEYS: Record<ProductSort, { column: AnyPgColumn; type: string; descending: boolean }> = {
  sales: { column: products.sales, type: 'integer', descending: true },
  price_asc: { column: products.priceCents, type: 'bigint', descending: false },
  price_desc: { column: products.priceCents, type: 'bigint', descending: true },
  newest: { column: products.createdAt, type: 'timestamptz', descending: true },
  rating: { column: products.ratingHundredths, type: 'integer', descending: true },
};

/** Where a page starts: the sort key and id of the last product of the page before it. */
interface Anchor {
  key: string;
  id: number;
}

/** A list's walk: how many match (up to TOTAL_CAP) and the anchor of every page in that many. */
export interface Walk {
  total: number;
  anchors: Anchor[];
}

type ListRequest = ProductListQuery & Page & { sort: ProductSort };

/**
 * One walk down the sort's index over at most TOTAL_CAP matches, narrow (the key and the id; index-only but for
 * the stock filter): its count, and the key of every `limit`-th row.
 */
export const walkSql = (where: SQL | undefined, sort: ProductSort, limit: number) =>
  sql`select count(*)::int as n,
        array_agg(w.k order by w.rn) filter (where w.rn % ${limit} = 0) as keys,
        array_agg(w.id order by w.rn) filter (where w.rn % ${limit} = 0) as ids
      from (select s.k::text as k, s.id, row_number() over () as rn
            from (select ${SORT_KEYS[sort].column} as k, ${products.id} as id from ${products} where ${where}
                  order by ${sql.join(SORT_ORDER[sort], sql`, `)} limit ${TOTAL_CAP}) s) w`;

export async function walkQuery(db: Database, where: SQL | undefined, sort: ProductSort, limit: number): Promise<Walk> {
  const [row] = await queryRows<{ n: number; keys: string[] | null; ids: number[] | null }>(
    db,
    walkSql(where, sort, limit),
  );
  const keys = row?.keys ?? [];
  const ids = row?.ids ?? [];
  return { total: row?.n ?? 0, anchors: keys.map((key, i) => ({ key, id: ids[i]! })) };
}

/** The list's one equality filter that leads the sort's index (products_category_sales_idx, products_shop_sales_idx). */
export type Leading = { column: AnyPgColumn; value: number } | undefined;

export function leadingOf(query: Pick<ListRequest, 'category_id' | 'shop_id' | 'sort'>): Leading {
  if (query.sort !== 'sales') return undefined;
  if (query.category_id !== undefined) return { column: products.categoryId, value: Number(query.category_id) };
  if (query.shop_id !== undefined) return { column: products.shopId, value: Number(query.shop_id) };
  return undefined;
}

/**
 * Past the anchor, in the sort's order: `(key, id) < (…)` or `>`, led by the equality the index starts with, so the
 * planner seeks that index to the anchor (without it, it walked products_sales_idx and filtered the category:
 * 50,000 rows for page 50 at a million products).
 */
function after(sort: ProductSort, anchor: Anchor, leading: Leading): SQL {
  const { column, type, descending } = SORT_KEYS[sort];
  const value = sql`cast(${anchor.key} as ${sql.raw(type)})`;
  const left = leading ? sql`(${leading.column}, ${column}, ${products.id})` : sql`(${column}, ${products.id})`;
  const right = leading
    ? sql`(${leading.value}::int, ${value}, ${anchor.id}::int)`
    : sql`(${value}, ${anchor.id}::int)`;
  return descending ? sql`${left} < ${right}` : sql`${left} > ${right}`;
}

/** The page that starts after the anchor: a seek on the sort's index and `limit` rows, page 50 as cheap as page 1. */
export const seekPageQuery = (
  db: Database,
  where: SQL | undefined,
  sort: ProductSort,
  anchor: Anchor | undefined,
  limit: number,
  leading?: Leading,
) =>
  db
    .select(cardColumns)
    .from(products)
    .innerJoin(shops, eq(shops.id, products.shopId))
    .leftJoin(freightRules, eq(freightRules.shopId, products.shopId))
    .where(anchor ? and(where, after(sort, anchor, leading)) : where)
    .orderBy(...SORT_ORDER[sort])
    .limit(limit);

const walkKey = (query: ListRequest) =>
  JSON.stringify([
    query.category_id,
    query.shop_id,
    query.min_price_cents,
    query.max_price_cents,
    query.in_stock,
    query.sort,
    query.limit,
  ]);

/**
 * A page of a public list by keyset: the list's walk (kept for WALK_MS) says where the page starts, and the page is
 * one seek from there. Page 1 needs no anchor; a page past the walk is empty when the walk counted every match,
 * and read by OFFSET only past TOTAL_CAP matches.
 */
export async function listByKeyset(db: Database, query: ListRequest, walks: KeptValues<Walk>) {
  const where = and(...filterConditions(query));
  const page = { page: query.page, limit: query.limit };
  const walk = await walks.get(walkKey(query), () => walkQuery(db, where, query.sort, query.limit));
  const anchor = query.page === 1 ? undefined : walk.anchors[query.page - 2];
  let rows: CardRow[];
  if (query.page === 1 || anchor)
    rows = await seekPageQuery(db, where, query.sort, anchor, query.limit, leadingOf(query));
  else if (walk.total < TOTAL_CAP) rows = [];
  else rows = await pageQuery(db, where, SORT_ORDER[query.sort], page);
  return { list: rows.map((r) => toProductCard(r)), total: walk.total, ...page };
}
