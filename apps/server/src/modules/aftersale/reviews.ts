import { and, asc, avg, count, desc, eq, sql } from 'drizzle-orm';
import { ErrorKey, OrderStatus, type ReviewBody } from '@tradewind/contract';
import type { z } from 'zod';
import type { Database } from '../../db/client.js';
import { orderLines, orders, products, reviews, shops, users } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import { moveOrder } from '../orders/lifecycle.js';
import { assertOwnUploads } from '../uploads/service.js';
import type { Tx } from '../wallet/ledger.js';

export type ParsedReview = z.output<typeof ReviewBody>;

/**
 * The buyer of a received order reviews each of its products at once; the order is then completed (4). The
 * products' ratings and their shops' favourable rates are recomputed from the reviews in the same transaction.
 */
export async function reviewOrder(tx: Tx, userId: number, body: ParsedReview) {
  const [order] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.id, body.order_id), eq(orders.userId, userId)))
    .for('update');
  if (!order) throw new AppError(ErrorKey.NotFound);
  if (order.status !== OrderStatus.Received) throw new AppError(ErrorKey.OrderState);
  const lines = await tx.select().from(orderLines).where(eq(orderLines.orderId, order.id)).orderBy(asc(orderLines.id));
  const productIds = [...new Set(lines.map((l) => l.productId))];
  const given = new Map(body.items.map((item) => [item.product_id, item]));
  if (given.size !== body.items.length || productIds.some((id) => !given.has(id)) || given.size !== productIds.length) {
    throw new AppError(ErrorKey.Validation, {}, { items: 'validation.reviewEach' });
  }
  await assertOwnUploads(
    tx,
    userId,
    body.items.flatMap((item) => item.pictures),
    'items',
    'validation.invalid',
  );
  for (const productId of productIds) {
    const item = given.get(productId)!;
    await tx.insert(reviews).values({
      orderId: order.id,
      orderLineId: lines.find((l) => l.productId === productId)!.id,
      productId,
      userId,
      productScore: item.product_score,
      serviceScore: item.service_score,
      postageScore: item.postage_score,
      content: item.content,
      pictures: item.pictures,
    });
    const [stats] = await tx
      .select({ average: avg(reviews.productScore) })
      .from(reviews)
      .where(eq(reviews.productId, productId));
    await tx
      .update(products)
      .set({ ratingHundredths: Math.round(Number(stats?.average ?? 0) * 100) })
      .where(eq(products.id, productId));
  }
  const [rate] = await tx
    .select({
      all: count(),
      good: sql<number>`count(*) filter (where ${reviews.productScore} >= 4)`,
    })
    .from(reviews)
    .innerJoin(products, eq(products.id, reviews.productId))
    .where(eq(products.shopId, order.shopId));
  const all = Number(rate?.all ?? 0);
  if (all > 0) {
    await tx
      .update(shops)
      .set({ favourableRateTenths: Math.round((Number(rate!.good) * 1000) / all) })
      .where(eq(shops.id, order.shopId));
  }
  await moveOrder(tx, order.id, OrderStatus.Completed, { completedAt: new Date() }, userId);
}

/** Reviews of a product, newest first, with the average product score. Names are shortened for privacy. */
export async function productReviews(db: Database, productId: number, page: { page: number; limit: number }) {
  const where = eq(reviews.productId, productId);
  const [rows, [stats]] = await Promise.all([
    db
      .select({ review: reviews, account: users.account, specs: orderLines.specs })
      .from(reviews)
      .innerJoin(users, eq(users.id, reviews.userId))
      .innerJoin(orderLines, eq(orderLines.id, reviews.orderLineId))
      .where(where)
      .orderBy(desc(reviews.id))
      .limit(page.limit)
      .offset((page.page - 1) * page.limit),
    db
      .select({ n: count(), average: avg(reviews.productScore) })
      .from(reviews)
      .where(where),
  ]);
  return {
    list: rows.map(({ review: r, account, specs }) => ({
      id: r.id,
      buyer: `${account.slice(0, 1)}***${account.length > 2 ? account.slice(-1) : ''}`,
      product_score: r.productScore,
      service_score: r.serviceScore,
      postage_score: r.postageScore,
      content: r.content,
      pictures: r.pictures,
      specs,
      created_at: r.createdAt.toISOString(),
    })),
    total: Number(stats?.n ?? 0),
    average: Math.round(Number(stats?.average ?? 0) * 100) / 100,
    ...page,
  };
}
