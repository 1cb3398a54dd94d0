import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { offsetOf, type Page } from '../../db/paging.js';
import { orderLines, reviews, users } from '../../db/schema/index.js';
import { hasPictures } from '../catalogue/review-photos.js';

/** "lin_wei" → "l***i": enough to tell reviews apart, not enough to find the buyer. */
const shortened = (account: string) => `${account.slice(0, 1)}***${account.length > 2 ? account.slice(-1) : ''}`;

/**
 * Reviews of a product, newest first, all of them or only those with pictures; with the average product score
 * (as the product's rating has it) and the count of each tab, whatever the filter.
 */
export async function productReviews(db: Database, productId: number, withPictures: boolean, page: Page) {
  const ofProduct = eq(reviews.productId, productId);
  const where: SQL = withPictures ? and(ofProduct, hasPictures)! : ofProduct;
  const [rows, [stats]] = await Promise.all([
    db
      .select({ review: reviews, account: users.account, specs: orderLines.specs })
      .from(reviews)
      .innerJoin(users, eq(users.id, reviews.userId))
      .innerJoin(orderLines, eq(orderLines.id, reviews.orderLineId))
      .where(where)
      .orderBy(desc(reviews.id))
      .limit(page.limit)
      .offset(offsetOf(page)),
    db
      .select({
        all: sql<number>`count(*)::int`,
        withPictures: sql<number>`(count(*) filter (where ${hasPictures}))::int`,
        scoreTotal: sql<number>`coalesce(sum(${reviews.productScore}), 0)::int`,
      })
      .from(reviews)
      .where(ofProduct),
  ]);
  const all = Number(stats?.all ?? 0);
  const counts = { all, with_pictures: Number(stats?.withPictures ?? 0) };
  return {
    list: rows.map(({ review: r, account, specs }) => ({
      id: r.id,
      buyer: shortened(account),
      product_score: r.productScore,
      service_score: r.serviceScore,
      postage_score: r.postageScore,
      content: r.content,
      pictures: r.pictures,
      specs,
      created_at: r.createdAt.toISOString(),
    })),
    total: withPictures ? counts.with_pictures : all,
    counts,
    average: all === 0 ? 0 : Math.round((Number(stats!.scoreTotal) * 100) / all) / 100,
    ...page,
  };
}
