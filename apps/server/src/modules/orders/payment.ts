/** Paying orders from the balance: the precheck, then the locked orders moved, debited and counted as sales in one transaction. */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { canMove, ErrorKey, OrderStatus, referenceOf } from '@tradewind/contract';
import type { Database } from '../../db/client.js';
import { orderLines, orders, products, shops, skus, users } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import { moveBalance, type Tx } from '../wallet/ledger.js';

/**
 * Several orders that share a state, already locked by the caller, moved together: the same rules as moveOrder
 * in one statement. Any order that is no longer in `from` makes it a 409.
 */
async function moveLockedOrders(
  tx: Tx,
  ids: number[],
  from: OrderStatus,
  to: OrderStatus,
  set: Partial<typeof orders.$inferInsert>,
) {
  if (!canMove(from, to)) throw new AppError(ErrorKey.OrderState);
  const moved = await tx
    .update(orders)
    .set({ ...set, status: to })
    .where(and(inArray(orders.id, ids), eq(orders.status, from)))
    .returning({ id: orders.id });
  if (moved.length !== ids.length) throw new AppError(ErrorKey.OrderState);
}

/** Quantities summed per key, in key order: the order in which rows are locked, so payments never deadlock. */
function sumsBy<T>(items: T[], key: (item: T) => number, quantity: (item: T) => number) {
  const sums = new Map<number, number>();
  for (const item of items) sums.set(key(item), (sums.get(key(item)) ?? 0) + quantity(item));
  return [...sums].sort((a, b) => a[0] - b[0]);
}

/**
 * Pays unpaid orders of one buyer from the balance: the orders are locked in id order, the debit is conditional
 * and its ledger row is written with them, in one transaction; sales are counted when paid. Decision 015 keeps
 * the statements few: the lock reads the lines too, and each SKU's sales and its product's go in one statement.
 */
export async function payOrders(tx: Tx, userId: number, orderIds: number[]) {
  const ids = [...new Set(orderIds)].sort((a, b) => a - b);
  const rows = await tx
    .select({
      id: orders.id,
      sn: orders.sn,
      shopId: orders.shopId,
      status: orders.status,
      total: orders.totalCents,
      skuId: orderLines.skuId,
      productId: orderLines.productId,
      quantity: orderLines.quantity,
    })
    .from(orders)
    .innerJoin(orderLines, eq(orderLines.orderId, orders.id))
    .where(and(inArray(orders.id, ids), eq(orders.userId, userId)))
    .orderBy(asc(orders.id), asc(orderLines.id))
    .for('update', { of: orders });
  const byOrder = new Map(rows.map((r) => [r.id, r]));
  if (byOrder.size !== ids.length) throw new AppError(ErrorKey.NotFound);
  const paying = [...byOrder.values()];
  if (paying.some((r) => r.status !== OrderStatus.WaitingPayment)) throw new AppError(ErrorKey.OrderState);
  const total = paying.reduce((sum, r) => sum + r.total, 0);
  const balance = await moveBalance(tx, userId, -total, {
    type: 'payment',
    reference: referenceOf(
      'orders',
      paying.map((r) => r.sn),
    ),
  });
  await moveLockedOrders(tx, ids, OrderStatus.WaitingPayment, OrderStatus.WaitingDelivery, { paidAt: new Date() });
  const productOf = new Map(rows.map((r) => [r.skuId, r.productId]));
  for (const [skuId, sold] of sumsBy(
    rows,
    (r) => r.skuId,
    (r) => r.quantity,
  )) {
    await tx.execute(sql`with sku as (
        update ${skus} set sales = ${skus.sales} + ${sold} where ${skus.id} = ${skuId}
      )
      update ${products} set sales = ${products.sales} + ${sold} where ${products.id} = ${productOf.get(skuId)!}`);
  }
  for (const [shopId, sold] of sumsBy(
    rows,
    (r) => r.shopId,
    (r) => r.quantity,
  )) {
    await tx
      .update(shops)
      .set({ totalSales: sql`${shops.totalSales} + ${sold}` })
      .where(eq(shops.id, shopId));
  }
  return { paid: ids, balance_cents: balance };
}

/** Refusals that need no payment code, before one of the five tries is spent. */
export async function precheckPayment(db: Database, userId: number, orderIds: number[]) {
  const ids = [...new Set(orderIds)];
  const rows = await db
    .select({ status: orders.status, total: orders.totalCents, balance: users.balanceCents })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(and(inArray(orders.id, ids), eq(orders.userId, userId)));
  if (rows.length !== ids.length) throw new AppError(ErrorKey.NotFound);
  if (rows.some((r) => r.status !== OrderStatus.WaitingPayment)) throw new AppError(ErrorKey.OrderState);
  if (rows[0]!.balance < rows.reduce((sum, r) => sum + r.total, 0)) throw new AppError(ErrorKey.InsufficientBalance);
}
