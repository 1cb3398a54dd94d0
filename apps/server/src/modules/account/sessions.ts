import { and, desc, eq, gt, sql } from 'drizzle-orm';
import { describeUserAgent, ErrorKey, SESSION_DAYS } from '@tradewind/contract';
import type { Database, Tx } from '../../db/client.js';
import { knownDevices, sessionActivity, sessions } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import { newToken, sha256 } from '../../lib/secrets.js';
import { securityChange } from './security-change.js';

/** Where a sign-in comes from: the browser's user agent, and the device key the app keeps (when it sent one). */
export interface SignInClient {
  userAgent: string | null;
  deviceKey: string | null;
}

/** A device is the key the app keeps in the browser; without one, the browser's user agent. */
const deviceHashOf = (client: SignInClient) =>
  sha256(client.deviceKey ? `key:${client.deviceKey}` : `ua:${client.userAgent ?? ''}`);

/**
 * Decision 052 (withdrawal protections): a sign-in from a device this buyer never signed in from starts a hold
 * on withdrawals; their first device (the one they registered or first signed in on) does not.
 */
export async function noteDevice(db: Database | Tx, userId: number, client: SignInClient) {
  const deviceHash = deviceHashOf(client);
  const [other] = await db
    .select({ d: knownDevices.deviceHash })
    .from(knownDevices)
    .where(eq(knownDevices.userId, userId))
    .limit(1);
  const [added] = await db
    .insert(knownDevices)
    .values({ userId, deviceHash })
    .onConflictDoNothing()
    .returning({ d: knownDevices.deviceHash });
  if (added && other) await securityChange(db, userId, 'new_device');
}

/** A new session: the caller gets the token once; the database keeps only its hash. */
export async function createSession(db: Database, userId: number, client?: SignInClient) {
  const token = newToken();
  const expiresAt = new Date(Date.now() + SESSION_DAYS * 24 * 60 * 60 * 1000);
  await db.transaction(async (tx) => {
    await tx.insert(sessions).values({ userId, tokenHash: sha256(token), expiresAt, userAgent: client?.userAgent });
    if (client) await noteDevice(tx, userId, client);
  });
  return token;
}

export const endSession = (db: Database, sessionId: number) => db.delete(sessions).where(eq(sessions.id, sessionId));

export const endAllSessions = (db: Database, userId: number) => db.delete(sessions).where(eq(sessions.userId, userId));

/** The buyer's live sessions, the latest first: browser, system, when signed in and last seen. */
export async function listSessions(db: Database, userId: number, currentId: number) {
  const rows = await db
    .select({ session: sessions, lastSeenAt: sessionActivity.lastSeenAt })
    .from(sessions)
    .leftJoin(sessionActivity, eq(sessionActivity.sessionId, sessions.id))
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, new Date())))
    .orderBy(desc(sessions.id));
  return rows.map(({ session, lastSeenAt }) => ({
    id: session.id,
    ...describeUserAgent(session.userAgent),
    signed_in_at: session.createdAt.toISOString(),
    last_seen_at: (lastSeenAt ?? session.createdAt).toISOString(),
    current: session.id === currentId,
  }));
}

/** Ends one of the buyer's own sessions; another buyer's id is not found. */
export async function endOwnSession(db: Database, userId: number, sessionId: number) {
  const ended = await db
    .delete(sessions)
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId)))
    .returning({ id: sessions.id });
  if (ended.length === 0) throw new AppError(ErrorKey.NotFound);
}

/** How often a session's "last seen" is written: at most every 5 minutes per session and process. */
const TOUCH_MS = 5 * 60 * 1000;
const touched = new Map<number, number>();
/**
 * Notes that a session was used, in its own table (a session row's change would make every process forget the
 * user). Written at most every few minutes; never waited for.
 */
export function touchSession(db: Database, sessionId: number) {
  const now = Date.now();
  if ((touched.get(sessionId) ?? 0) > now - TOUCH_MS) return;
  touched.delete(sessionId);
  touched.set(sessionId, now);
  if (touched.size > 50_000) touched.delete(touched.keys().next().value!);
  void db
    .insert(sessionActivity)
    .values({ sessionId, lastSeenAt: new Date(now) })
    .onConflictDoUpdate({ target: sessionActivity.sessionId, set: { lastSeenAt: sql`excluded.last_seen_at` } })
    .catch(() => touched.delete(sessionId)); // the session ended meanwhile (its row is gone): nothing to note
}
