import { ErrorKey } from '@tradewind/contract';
import { MESSAGES_PER_MINUTE, QUESTIONS_PER_HOUR } from '@tradewind/contract/talk';
import type { Database } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { consume, type Limit } from '../../lib/rate-limit.js';

export const QUESTIONS_PER_BUYER: Limit = { bucket: 'question', max: QUESTIONS_PER_HOUR, windowSeconds: 3600 };
export const MESSAGES_PER_WRITER: Limit = { bucket: 'message', max: MESSAGES_PER_MINUTE, windowSeconds: 60 };

/** Counts one write of this person against the limit, in the database (every process shares it); 429 past it. */
export async function countWrite(db: Database, limit: Limit, userId: number) {
  const hit = await consume(db, limit, String(userId));
  if (!hit.allowed) throw new AppError(ErrorKey.RateLimited, { minutes: Math.ceil(hit.retryAfterSeconds / 60) });
}
