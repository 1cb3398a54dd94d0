import { and, count, desc, eq, gt, lt, sql } from 'drizzle-orm';
import { ErrorKey } from '@tradewind/contract';
import { MESSAGES_PAGE, type OrderMessage } from '@tradewind/contract/talk';
import type { Database } from '../../db/client.js';
import { orderConversations, orderMessages, orders, shops, users } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import { assertOwnUploads } from '../uploads/service.js';
import { notify } from '../notifications/service.js';
import { countWrite, MESSAGES_PER_WRITER } from './limits.js';
import { ownLinksOf } from './own-links.js';

export type Side = 'buyer' | 'shop';
/** Who reads: the buyer, the shop's staff, or a platform operator (who alone sees a hidden message's text). */
export type Reader = 'buyer' | 'staff' | 'operator';
export type TalkOrder = { id: number; sn: string; shopId: number; userId: number };

export const orderColumns = { id: orders.id, sn: orders.sn, shopId: orders.shopId, userId: orders.userId };
const sideOf = (reader: Reader): Side => (reader === 'buyer' ? 'buyer' : 'shop');
const otherSide = (side: Side): Side => (side === 'buyer' ? 'shop' : 'buyer');

/** The buyer's own order; any other id is not found (another buyer's conversation is never read). */
export async function orderOfBuyer(db: Database, userId: number, orderId: number): Promise<TalkOrder> {
  const [order] = await db
    .select(orderColumns)
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
  if (!order) throw new AppError(ErrorKey.NotFound);
  return order;
}

/** The side's messages the reader has not read: everything the other side wrote after the reader's mark. */
async function unreadOf(db: Database, orderId: number, side: Side, readId: number) {
  const [row] = await db
    .select({ n: count() })
    .from(orderMessages)
    .where(
      and(eq(orderMessages.orderId, orderId), eq(orderMessages.sender, otherSide(side)), gt(orderMessages.id, readId)),
    );
  return Number(row?.n ?? 0);
}

/**
 * One page of an order's conversation, oldest first (the newest at the bottom): the newest page, or the one before
 * `beforeId`. A hidden message keeps its place; only an operator reads what it said.
 */
export async function readConversation(db: Database, order: TalkOrder, reader: Reader, beforeId?: number) {
  const [[conversation], [shop], page] = await Promise.all([
    db.select().from(orderConversations).where(eq(orderConversations.orderId, order.id)),
    db.select({ id: shops.id, name: shops.name }).from(shops).where(eq(shops.id, order.shopId)),
    db
      .select()
      .from(orderMessages)
      .where(
        and(eq(orderMessages.orderId, order.id), beforeId === undefined ? undefined : lt(orderMessages.id, beforeId)),
      )
      .orderBy(desc(orderMessages.id))
      .limit(MESSAGES_PAGE + 1),
  ]);
  const rows = page.slice(0, MESSAGES_PAGE).reverse();
  const side = sideOf(reader);
  const readIds = { buyer: conversation?.buyerReadId ?? 0, shop: conversation?.shopReadId ?? 0 };
  const links = await ownLinksOf(
    db,
    order.shopId,
    rows.map((row) => row.body),
  );
  const list = rows.map((row) => {
    const hidden = row.hiddenAt !== null;
    const shown = !hidden || reader === 'operator';
    const message: OrderMessage & { hidden: { reason: string; at: string } | null } = {
      id: row.id,
      sender: row.sender,
      body: shown ? row.body : '',
      pictures: shown ? row.pictures : [],
      created_at: row.createdAt.toISOString(),
      read: row.id <= readIds[otherSide(row.sender)],
      hidden: hidden ? { reason: row.hiddenReason ?? '', at: row.hiddenAt!.toISOString() } : null,
      own_links: shown ? links(row.body) : [],
    };
    return message;
  });
  return {
    order_id: order.id,
    sn: order.sn,
    shop: shop!,
    list,
    has_earlier: page.length > MESSAGES_PAGE,
    unread: conversation ? await unreadOf(db, order.id, side, readIds[side]) : 0,
  };
}

/**
 * A message from one side: limited per minute in the database, pictures the writer's own uploads. The conversation
 * row is written with the first message; the writer has read everything up to their own message. A shop's message
 * is a notification to the buyer, which is what carries it live to their open app (decision 030).
 */
export async function sendMessage(
  db: Database,
  order: TalkOrder,
  side: Side,
  authorId: number,
  message: { body: string; pictures: string[] },
) {
  await assertOwnUploads(db, authorId, message.pictures, 'pictures', 'validation.invalid');
  await countWrite(db, MESSAGES_PER_WRITER, authorId);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(orderMessages)
      .values({ orderId: order.id, sender: side, authorId, body: message.body, pictures: message.pictures })
      .returning();
    const own = side === 'buyer' ? { buyerReadId: row!.id } : { shopReadId: row!.id };
    await tx
      .insert(orderConversations)
      .values({
        orderId: order.id,
        shopId: order.shopId,
        buyerId: order.userId,
        lastMessageId: row!.id,
        lastMessageAt: row!.createdAt,
        ...own,
      })
      .onConflictDoUpdate({
        target: orderConversations.orderId,
        set: {
          lastMessageId: sql`greatest(${orderConversations.lastMessageId}, ${row!.id})`,
          lastMessageAt: sql`greatest(${orderConversations.lastMessageAt}, ${row!.createdAt.toISOString()}::timestamptz)`,
          ...(side === 'buyer'
            ? { buyerReadId: sql`greatest(${orderConversations.buyerReadId}, ${row!.id})` }
            : { shopReadId: sql`greatest(${orderConversations.shopReadId}, ${row!.id})` }),
        },
      });
    if (side === 'shop') await notify(tx, order.userId, 'order_message', { order_id: order.id, sn: order.sn });
    return row!.id;
  });
}

/**
 * The side has read everything up to `upTo` (never further than the last message, never back). The buyer's
 * notifications of this order's messages are read with it.
 */
export async function markConversationRead(db: Database, order: TalkOrder, side: Side, upTo: number) {
  const column = side === 'buyer' ? orderConversations.buyerReadId : orderConversations.shopReadId;
  const key = side === 'buyer' ? 'buyerReadId' : 'shopReadId';
  await db
    .update(orderConversations)
    .set({ [key]: sql`greatest(${column}, least(${upTo}, ${orderConversations.lastMessageId}))` })
    .where(eq(orderConversations.orderId, order.id));
  if (side === 'buyer') {
    await db.execute(
      sql`update notifications set read_at = now()
          where user_id = ${order.userId} and kind = 'order_message' and read_at is null
            and params->>'order_id' = ${String(order.id)}`,
    );
  }
}

/** Unread messages from shops, for the Me tab (in all) and the order cards (the 100 most recent conversations). */
export async function buyerUnread(db: Database, userId: number) {
  const rows = await db
    .select({ orderId: orderConversations.orderId, n: count(orderMessages.id) })
    .from(orderConversations)
    .innerJoin(
      orderMessages,
      and(
        eq(orderMessages.orderId, orderConversations.orderId),
        eq(orderMessages.sender, 'shop'),
        gt(orderMessages.id, orderConversations.buyerReadId),
      ),
    )
    .where(
      and(eq(orderConversations.buyerId, userId), gt(orderConversations.lastMessageId, orderConversations.buyerReadId)),
    )
    .groupBy(orderConversations.orderId, orderConversations.lastMessageAt)
    .orderBy(desc(orderConversations.lastMessageAt));
  const orders: Record<string, number> = {};
  for (const row of rows.slice(0, 100)) orders[String(row.orderId)] = Number(row.n);
  return { count: rows.reduce((sum, row) => sum + Number(row.n), 0), orders };
}

/** The buyer of an order, for the console's header. */
export async function buyerOf(db: Database, order: TalkOrder) {
  const [buyer] = await db
    .select({ id: users.id, account: users.account })
    .from(users)
    .where(eq(users.id, order.userId));
  return buyer!;
}
