import { and, asc, eq } from 'drizzle-orm';
import { ErrorKey, OrderStatus, type ReviewBody } from '@tradewind/contract';
import type { z } from 'zod';
import { orderLines, orders, reviews } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import { moveOrder } from '../orders/lifecycle.js';
import { assertOwnUploads, publishedUrlOf } from '../uploads/service.js';
import { countReviews } from './review-counts.js';
import type { Tx } from '../../db/client.js';

export type ParsedReview = z.output<typeof ReviewBody>;

/**
 * The buyer of a received order reviews each of its products at once; the order is then completed (4). The
 * reviews are counted into the products' ratings and the shop's favourable rate in the same transaction. Their
 * pictures, the buyer's own private uploads, are shown from their published copies (`publishPictures` first).
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
      pictures: item.pictures.map(publishedUrlOf),
    });
  }
  await countReviews(
    tx,
    order.shopId,
    productIds.map((productId) => ({ productId, score: given.get(productId)!.product_score })),
  );
  await moveOrder(tx, order.id, OrderStatus.Completed, { completedAt: new Date() }, userId);
}
