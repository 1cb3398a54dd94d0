import { sql } from 'drizzle-orm';
import { GOOD_REVIEW_MIN_SCORE } from '@tradewind/contract/catalogue';
import { products, shops } from '../../db/schema/index.js';
import type { Tx } from '../../db/client.js';

export interface CountedReview {
  productId: number;
  score: number;
}

/**
 * New reviews of one shop's products counted in: each product's count, score total and average, then the shop's
 * count and good ones. Each is one UPDATE that adds to the row it locks, so reviews of one product sent at once
 * all count (a count read before the lock would lose one). Products go in id order, then the shop, the order
 * every review takes its locks in.
 */
export async function countReviews(tx: Tx, shopId: number, counted: CountedReview[]) {
  for (const { productId, score } of [...counted].sort((a, b) => a.productId - b.productId)) {
    await tx
      .update(products)
      .set({
        reviewCount: sql`${products.reviewCount} + 1`,
        reviewScoreTotal: sql`${products.reviewScoreTotal} + ${score}`,
        ratingHundredths: sql`round((${products.reviewScoreTotal} + ${score}) * 100.0 / (${products.reviewCount} + 1))`,
      })
      .where(sql`${products.id} = ${productId}`);
  }
  const good = counted.filter((c) => c.score >= GOOD_REVIEW_MIN_SCORE).length;
  await tx
    .update(shops)
    .set({
      reviewCount: sql`${shops.reviewCount} + ${counted.length}`,
      goodReviewCount: sql`${shops.goodReviewCount} + ${good}`,
    })
    .where(sql`${shops.id} = ${shopId}`);
}
