import { sql } from 'drizzle-orm';
import { reviews } from '../../db/schema/index.js';

/** A review that came with at least one picture. */
export const hasPictures = sql`cardinality(${reviews.pictures}) > 0`;
