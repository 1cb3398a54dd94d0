import { and, desc, eq, sql } from 'drizzle-orm';
import { REVIEW_PHOTO_STRIP_SIZE } from '@tradewind/contract/catalogue';
import type { Database } from '../../db/client.js';
import { reviews } from '../../db/schema/index.js';

/** A review that came with at least one picture. */
export const hasPictures = sql`cardinality(${reviews.pictures}) > 0`;

/** The newest review photos of a product, up to the strip's size: at most that many reviews are read. */
export async function reviewPhotos(db: Database, productId: number): Promise<string[]> {
  const rows = await db
    .select({ pictures: reviews.pictures })
    .from(reviews)
    .where(and(eq(reviews.productId, productId), hasPictures))
    .orderBy(desc(reviews.id))
    .limit(REVIEW_PHOTO_STRIP_SIZE);
  return rows.flatMap((r) => r.pictures).slice(0, REVIEW_PHOTO_STRIP_SIZE);
}
