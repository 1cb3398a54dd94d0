import { eq } from 'drizzle-orm';
import { SESSION_DAYS } from '@tradewind/contract';
import type { Database } from '../../db/client.js';
import { sessions } from '../../db/schema/index.js';
import { newToken, sha256 } from '../../lib/secrets.js';

/** A new session: the caller gets the token once; the database keeps only its hash. */
export async function createSession(db: Database, userId: number) {
  const token = newToken();
  const expiresAt = new Date(Date.now() + SESSION_DAYS * 24 * 60 * 60 * 1000);
  await db.insert(sessions).values({ userId, tokenHash: sha256(token), expiresAt });
  return token;
}

export const endSession = (db: Database, sessionId: number) => db.delete(sessions).where(eq(sessions.id, sessionId));

export const endAllSessions = (db: Database, userId: number) => db.delete(sessions).where(eq(sessions.userId, userId));
