import { and, asc, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { LiveNotice } from '@tradewind/contract';
import type { Database } from '../../db/client.js';
import { notifications, sessions, users } from '../../db/schema/index.js';

/** The channel the trigger of db/functions/notify_buyer_event.sql speaks on when a notification row is written. */
export const BUYER_EVENT_CHANNEL = 'buyer_event';

/** Resuming replays at most this many notices; a buyer who missed more is told to read everything again. */
export const MAX_REPLAYED = 50;

/** A notice's payload, `{"user_id":…,"id":…,"kind":"…"}`; anything else is ignored. */
export function parseBuyerEvent(payload: string): (LiveNotice & { userId: number }) | undefined {
  try {
    const { user_id: userId, id, kind } = JSON.parse(payload) as Record<string, unknown>;
    if (typeof userId !== 'number' || typeof id !== 'number' || typeof kind !== 'string') return undefined;
    return { userId, id, kind };
  } catch {
    return undefined;
  }
}

/** The buyer's notices after `afterId`, oldest first, one more than replayed so the caller knows there were more. */
export async function noticesAfter(db: Database, userId: number, afterId: number): Promise<LiveNotice[]> {
  return db
    .select({ id: notifications.id, kind: notifications.kind })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), gt(notifications.id, afterId)))
    .orderBy(asc(notifications.id))
    .limit(MAX_REPLAYED + 1);
}

/** Whether the session a stream was opened with still holds: not ended, not expired, its buyer not disabled. */
export async function isSessionLive(db: Database, sessionId: number): Promise<boolean> {
  const [found] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, sessionId), gt(sessions.expiresAt, new Date()), isNull(users.disabledAt)))
    .limit(1);
  return found !== undefined;
}

/** Which of these sessions still hold, as `isSessionLive` decides it for one: one query for them all. */
export async function liveSessionIds(db: Database, sessionIds: number[]): Promise<Set<number>> {
  if (sessionIds.length === 0) return new Set();
  const rows = await db
    .select({ id: sessions.id })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(inArray(sessions.id, sessionIds), gt(sessions.expiresAt, new Date()), isNull(users.disabledAt)));
  return new Set(rows.map((row) => row.id));
}
