import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import webpush from 'web-push';
import { isLanguageCode } from '@tradewind/contract';
import type { Database } from '../../db/client.js';
import { notifications, pushDeliveries, pushSubscriptions, users } from '../../db/schema/index.js';
import type { ServiceLog } from '../../lib/service-log.js';
import type { NoticeOptions } from './options.js';
import { pushOf } from './wording.js';

const BATCH = 50;
/** A push not taken after this many tries is dropped: the notice is still in the app. */
export const PUSH_MAX_ATTEMPTS = 6;
/** 30 s, 1 min, 2 min … after each failed try. */
const backoffMs = (attempts: number) => 30_000 * 2 ** (attempts - 1);
/** While a sender holds a push, no other process takes it. */
const LEASE = sql`now() + interval '2 minutes'`;

class PushRefused extends Error {
  constructor(readonly statusCode: number) {
    super(`push service answered ${statusCode}`);
  }
}

/**
 * One push: web-push encrypts the payload for the device (RFC 8291, aes128gcm) and signs the VAPID claim (RFC 8292);
 * the request is sent here, so that it never follows a redirect (the endpoint's host was checked, a redirect's was
 * not) and gives up after 10 seconds.
 */
async function deliver(subscription: webpush.PushSubscription, payload: string, options: NoticeOptions) {
  const request = webpush.generateRequestDetails(subscription, payload, {
    vapidDetails: { subject: options.vapidSubject, ...options.vapid },
    TTL: 24 * 3600,
    contentEncoding: 'aes128gcm',
  });
  const res = await fetch(request.endpoint, {
    method: request.method,
    headers: request.headers as Record<string, string>,
    body: request.body,
    redirect: 'manual',
    signal: AbortSignal.timeout(10_000),
  });
  await res.body?.cancel();
  if (res.status < 200 || res.status > 299) throw new PushRefused(res.status);
}

/**
 * Sends the pushes that are due, each encrypted for its device (RFC 8291, aes128gcm) and signed with the VAPID key
 * (RFC 8292). A device the push service no longer knows (404, 410) is forgotten with everything queued for it;
 * another failure is tried again later. Answers how many pushes the services took.
 */
export async function sendDuePushes(db: Database, options: NoticeOptions, log: ServiceLog): Promise<number> {
  const due = db
    .select({ id: pushDeliveries.id })
    .from(pushDeliveries)
    .where(lte(pushDeliveries.nextAt, sql`now()`))
    .orderBy(pushDeliveries.nextAt)
    .limit(BATCH)
    .for('update', { skipLocked: true });
  const claimed = await db
    .update(pushDeliveries)
    .set({ nextAt: LEASE, attempts: sql`${pushDeliveries.attempts} + 1` })
    .where(inArray(pushDeliveries.id, due))
    .returning({ id: pushDeliveries.id, attempts: pushDeliveries.attempts });
  if (claimed.length === 0) return 0;
  const rows = await db
    .select({
      id: pushDeliveries.id,
      subscriptionId: pushSubscriptions.id,
      endpoint: pushSubscriptions.endpoint,
      p256dh: pushSubscriptions.p256dh,
      auth: pushSubscriptions.auth,
      kind: notifications.kind,
      params: notifications.params,
      notificationId: notifications.id,
      lang: users.lang,
    })
    .from(pushDeliveries)
    .innerJoin(pushSubscriptions, eq(pushSubscriptions.id, pushDeliveries.subscriptionId))
    .innerJoin(notifications, eq(notifications.id, pushDeliveries.notificationId))
    .innerJoin(users, eq(users.id, pushSubscriptions.userId))
    .where(
      inArray(
        pushDeliveries.id,
        claimed.map((c) => c.id),
      ),
    );
  let sent = 0;
  for (const row of rows) {
    const attempts = claimed.find((c) => c.id === row.id)!.attempts;
    const payload = pushOf(isLanguageCode(row.lang) ? row.lang : 'en', row.notificationId, row.kind, row.params);
    try {
      await deliver(
        { endpoint: row.endpoint, keys: { p256dh: row.p256dh, auth: row.auth } },
        JSON.stringify(payload),
        options,
      );
      await db.delete(pushDeliveries).where(eq(pushDeliveries.id, row.id));
      sent += 1;
    } catch (error) {
      const status = (error as { statusCode?: number }).statusCode;
      if (status === 404 || status === 410) {
        await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, row.subscriptionId));
        log.info({ subscription: row.subscriptionId, status }, 'push subscription gone: forgotten');
      } else if (attempts >= PUSH_MAX_ATTEMPTS) {
        await db.delete(pushDeliveries).where(eq(pushDeliveries.id, row.id));
        log.warn({ delivery: row.id, status, err: error }, 'push given up');
      } else {
        await db
          .update(pushDeliveries)
          .set({ nextAt: new Date(Date.now() + backoffMs(attempts)), error: String(status ?? error).slice(0, 500) })
          .where(and(eq(pushDeliveries.id, row.id)));
      }
    }
  }
  return sent;
}
