import { count, desc, eq, sql } from 'drizzle-orm';
import type { AdminConversation, AdminConversationRow } from '@tradewind/contract/talk';
import type { Database } from '../../db/client.js';
import { orderConversations, orderMessages, orders, shops, users } from '../../db/schema/index.js';
import { inScope, type ConsoleScope } from '../admin-session/console-scope.js';
import { buyerOf, readConversation } from '../talk/conversations.js';
import { orderInScope } from './scoped-orders.js';

/**
 * The console's conversations, those waiting for the shop first (unread buyer messages), then the most recent. Staff
 * see their shops' only.
 */
export async function consoleConversations(db: Database, scope: ConsoleScope, page: { page: number; limit: number }) {
  const unread = sql<number>`(select count(*) from ${orderMessages}
    where ${orderMessages.orderId} = ${orderConversations.orderId} and ${orderMessages.sender} = 'buyer'
      and ${orderMessages.id} > ${orderConversations.shopReadId})::int`;
  const lastBody = sql<string>`(select case when ${orderMessages.hiddenAt} is null then ${orderMessages.body} else '' end
    from ${orderMessages} where ${orderMessages.id} = ${orderConversations.lastMessageId})`;
  const where = inScope(scope, orderConversations.shopId);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        orderId: orderConversations.orderId,
        sn: orders.sn,
        shopId: shops.id,
        shopName: shops.name,
        buyerId: users.id,
        buyerAccount: users.account,
        lastAt: orderConversations.lastMessageAt,
        lastBody,
        unread,
      })
      .from(orderConversations)
      .innerJoin(orders, eq(orders.id, orderConversations.orderId))
      .innerJoin(shops, eq(shops.id, orderConversations.shopId))
      .innerJoin(users, eq(users.id, orderConversations.buyerId))
      .where(where)
      .orderBy(
        desc(sql`${orderConversations.lastMessageId} > ${orderConversations.shopReadId}`),
        desc(orderConversations.lastMessageAt),
      )
      .limit(page.limit)
      .offset((page.page - 1) * page.limit),
    db.select({ n: count() }).from(orderConversations).where(where),
  ]);
  const list: AdminConversationRow[] = rows.map((row) => ({
    order_id: row.orderId,
    sn: row.sn,
    shop: { id: row.shopId, name: row.shopName },
    buyer: { id: row.buyerId, account: row.buyerAccount },
    last_message_at: row.lastAt.toISOString(),
    last_body: row.lastBody ?? '',
    unread: Number(row.unread),
  }));
  return { list, total: Number(total?.n ?? 0), ...page };
}

/**
 * An order's conversation as the console shows it (the disputes' arbitration page too): the newest page, or the one
 * before `beforeId`, with the buyer named; a platform operator reads hidden messages' text, staff only the reason.
 * Staff outside the order's shop get a 404.
 */
export async function orderConversationForConsole(
  db: Database,
  scope: ConsoleScope,
  orderId: number,
  beforeId?: number,
): Promise<AdminConversation> {
  const order = await orderInScope(db, scope, orderId);
  const [conversation, buyer] = await Promise.all([
    readConversation(db, order, scope.kind === 'platform' ? 'operator' : 'staff', beforeId),
    buyerOf(db, order),
  ]);
  return { ...conversation, buyer };
}
