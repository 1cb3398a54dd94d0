import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { NotificationKind } from '@tradewind/contract';
import type { Database } from '../../db/client.js';
import { notifications } from '../../db/schema/index.js';
import type { Tx } from '../wallet/ledger.js';

/** A notification is a kind and its values; the app words it in the reader's language when it shows it. */
export async function notify(
  tx: Tx | Database,
  userId: number,
  kind: NotificationKind,
  params: Record<string, string | number>,
) {
  await tx.insert(notifications).values({ userId, kind, params });
}

export async function listNotifications(db: Database, userId: number, page: { page: number; limit: number }) {
  const mine = eq(notifications.userId, userId);
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
  return {
    list: rows.map((r) => ({
      id: r.id,
      kind: r.kind,
      params: r.params,
      read: r.readAt !== null,
      created_at: r.createdAt.toISOString(),
    })),
    total: Number(total?.n ?? 0),
    ...page,
  };
}

export async function unreadCount(db: Database, userId: number) {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return Number(row?.n ?? 0);
}

/** Marks one notification read, or all of them when no id is given; another buyer's id changes nothing. */
export async function markRead(db: Database, userId: number, id: number | undefined) {
  const where = and(
    eq(notifications.userId, userId),
    isNull(notifications.readAt),
    id === undefined ? undefined : eq(notifications.id, id),
  );
  await db.update(notifications).set({ readAt: new Date() }).where(where);
}
