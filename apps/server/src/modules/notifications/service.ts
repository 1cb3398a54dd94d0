import { and, count, desc, eq, isNull, notInArray, sql } from 'drizzle-orm';
import { ErrorKey, type NotificationKind, type NotificationParams } from '@tradewind/contract';
import type { Database, Tx } from '../../db/client.js';
import { noticeOutbox, notifications } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import { withOrderRates } from './order-rates.js';
import { kindsHiddenInApp, preferencesOf } from '../notices/preferences.js';

/** The kinds a buyer turned off in the app are left out of the list and the badge (decision 055). */
async function shownTo(db: Database, userId: number) {
  const hidden = kindsHiddenInApp(await preferencesOf(db, userId));
  const mine = eq(notifications.userId, userId);
  return hidden.length > 0 ? and(mine, notInArray(notifications.kind, hidden))! : mine;
}

/**
 * A notification is a kind and its values (NotificationParams: one about an order names it); the app words it in
 * the reader's language when it shows it. It also joins the outbox, in the same transaction, from which the job loop
 * sends it by push and mail as the buyer chose (decision 055): the change itself waits for no device.
 */
export async function notify<K extends NotificationKind>(
  tx: Tx | Database,
  userId: number,
  kind: K,
  params: NotificationParams[K],
) {
  await notifyEach(tx, kind, [{ userId, params }]);
}

/** The same notice to many buyers (a price drop to everyone who saved the product): two statements, whatever their number. */
export async function notifyEach<K extends NotificationKind>(
  tx: Tx | Database,
  kind: K,
  each: ReadonlyArray<{ userId: number; params: NotificationParams[K] }>,
) {
  if (each.length === 0) return;
  const rows = await tx
    .insert(notifications)
    .values(each.map(({ userId, params }) => ({ userId, kind, params: { ...params } })))
    .returning({ id: notifications.id });
  await tx.insert(noticeOutbox).values(rows.map((row) => ({ notificationId: row.id })));
}

export async function listNotifications(db: Database, userId: number, page: { page: number; limit: number }) {
  const mine = await shownTo(db, userId);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(mine)
      .orderBy(desc(notifications.id))
      .limit(page.limit)
      .offset((page.page - 1) * page.limit),
    db.select({ n: count() }).from(notifications).where(mine),
  ]);
  const list = rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    params: r.params,
    read: r.readAt !== null,
    created_at: r.createdAt.toISOString(),
  }));
  return {
    list: await withOrderRates(db, userId, list),
    total: Number(total?.n ?? 0),
    ...page,
  };
}

export async function unreadCount(db: Database, userId: number) {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(await shownTo(db, userId), isNull(notifications.readAt)));
  return Number(row?.n ?? 0);
}

/** Marks one notification read, or all of them when no id is given; another buyer's id is not found (docs/product.md §6). */
export async function markRead(db: Database, userId: number, id: number | undefined) {
  if (id === undefined) {
    await db
      .update(notifications)
      .set({ readAt: new Date() })
      .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
    return;
  }
  // Read again: its first reading time stays.
  const [mine] = await db
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, now())` })
    .where(and(eq(notifications.userId, userId), eq(notifications.id, id)))
    .returning({ id: notifications.id });
  if (!mine) throw new AppError(ErrorKey.NotFound);
}
