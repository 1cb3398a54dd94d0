import { and, eq } from 'drizzle-orm';
import { ErrorKey, V } from '@tradewind/contract';
import type { Database } from '../../db/client.js';
import { pushSubscriptions } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import { isAllowedPushEndpoint } from './options.js';

type Subscription = { endpoint: string; keys: { p256dh: string; auth: string } };

/**
 * Keeps this device's subscription for the buyer. The endpoint must be one of the allowed push services', so a
 * subscription cannot make the server call an address of someone's choosing. A device another account used is
 * this buyer's now: the browser has one subscription per site.
 */
export async function subscribe(db: Database, userId: number, sub: Subscription, hosts: readonly string[]) {
  if (!isAllowedPushEndpoint(sub.endpoint, hosts)) {
    throw new AppError(ErrorKey.Validation, {}, { endpoint: V.invalid });
  }
  const values = { userId, endpoint: sub.endpoint, p256dh: sub.keys.p256dh, auth: sub.keys.auth };
  await db
    .insert(pushSubscriptions)
    .values(values)
    .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: { ...values, createdAt: new Date() } });
}

/** Forgets this device's subscription; another buyer's endpoint is left alone. */
export async function unsubscribe(db: Database, userId: number, endpoint: string) {
  await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)));
}
