import { and, asc, count, desc, eq, gt, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { ProductListQuery, ProductSort } from '@tradewind/contract';
import type { Database } from '../../db/client.js';
import type { Page } from '../../db/paging.js';
import { freightRules, products, shops } from '../../db/schema/index.js';
import { cardColumns, toProductCard } from './cards.js';
import { favouritesAmong } from './flags.js';

export type ListFilters = Pick<
  ProductListQuery,
  'category_id' | 'shop_id' | 'min_price_cents' | 'max_price_cents' | 'in_stock'
>;

export function filterConditions(filters: ListFilters): SQL[] {
  const conditions: SQL[] = [eq(products.onShelf, true)];
  if (filters.category_id !== undefined) conditions.push(eq(products.categoryId, Number(filters.category_id)));
  if (filters.shop_id !== undefined) conditions.push(eq(products.shopId, Number(filters.shop_id)));
  if (filters.min_price_cents !== undefined) conditions.push(gte(products.priceCents, Number(filters.min_price_cents)));
  if (filters.max_price_cents !== undefined) conditions.push(lte(products.priceCents, Number(filters.max_price_cents)));
  if (filters.in_stock === '1') conditions.push(gt(products.stock, 0));
  return conditions;
}

/** Each sort ends on the id, so pages never repeat or skip a product whose key ties with another. */
export const SORT_ORDER: Record<ProductSort, SQL[]> = {
  sales: [desc(products.sales), desc(products.id)],
  price_asc: [asc(products.priceCents), asc(products.id)],
  price_desc: [desc(products.priceCents), desc(products.id)],
  newest: [desc(products.createdAt), desc(products.id)],
  rating: [desc(products.ratingHundredths), desc(products.id)],
};

export type { Page } from '../../db/paging.js';

/**
 * Totals are counted up to this many: past it a buyer pages on (200 pages of 50) but counting every match of a
 * broad filter would cost more than the page itself.
 */
export const TOTAL_CAP = 10_000;

/** The page's rows, with the shop's name by one join; each sort is served by an index that ends on the id. */
export const pageQuery = (db: Database, where: SQL | undefined, order: SQL[], page: Page) =>
  db
    .select(cardColumns)
    .from(products)
    .innerJoin(shops, eq(shops.id, products.shopId))
    .leftJoin(freightRules, eq(freightRules.shopId, products.shopId))
    .where(where)
    .orderBy(...order)
    .limit(page.limit)
    .offset((page.page - 1) * page.limit);

/** How many match, counted up to TOTAL_CAP (index-only on the partial indexes). */
export const totalQuery = (db: Database, where: SQL | undefined) =>
  db.select({ n: count() }).from(
    db
      .select({ one: sql`1` })
      .from(products)
      .where(where)
      .limit(TOTAL_CAP)
      .as('capped'),
  );

/** A search's ranking: the ids of its matches in order, up to TOTAL_CAP (ADR 022 keeps it for seconds). */
export const rankingQuery = (db: Database, where: SQL | undefined, order: SQL[]) =>
  db
    .select({ id: products.id })
    .from(products)
    .where(where)
    .orderBy(...order)
    .limit(TOTAL_CAP);

/**
 * One page cut from a ranking: its cards read by id, so price and stock are as current as any list's, in the
 * ranking's order. A product that no longer passes `where` (taken off the shelf, out of stock) is left out.
 */
export const rankedPageQuery = (db: Database, ids: number[], where: SQL | undefined) =>
  db
    .select(cardColumns)
    .from(products)
    .innerJoin(shops, eq(shops.id, products.shopId))
    .leftJoin(freightRules, eq(freightRules.shopId, products.shopId))
    .where(and(inArray(products.id, ids), where));

export async function rankedPage(db: Database, ranking: number[], where: SQL | undefined, page: Page) {
  const ids = ranking.slice((page.page - 1) * page.limit, page.page * page.limit);
  const rows = ids.length === 0 ? [] : await rankedPageQuery(db, ids, where);
  const byId = new Map(rows.map((r) => [r.id, r]));
  const list = ids.flatMap((id) => (byId.has(id) ? [toProductCard(byId.get(id)!)] : []));
  return { list, total: ranking.length, ...page };
}

/**
 * A page of product cards and its total: two queries, and a third for the buyer's flags when a user id is given
 * (their own lists). The catalogue's public lists are computed once for everyone and shared for two seconds
 * (plugins/shared-answers.ts), the total with them; a buyer's flags are laid over them from memory.
 */
export async function listProducts(
  db: Database,
  where: SQL | undefined,
  order: SQL[],
  page: Page,
  userId: number | undefined,
) {
  const [rows, [total]] = await Promise.all([pageQuery(db, where, order, page), totalQuery(db, where)]);
  const favourites = await favouritesAmong(
    db,
    userId,
    rows.map((r) => r.id),
  );
  return { list: rows.map((r) => toProductCard(r, favourites)), total: Number(total?.n ?? 0), ...page };
}
