import { and, asc, count, eq, gte, isNotNull, lte, sql } from 'drizzle-orm';
import { AuditStatus, OrderStatus, RefundStatus, type LowStockSku } from '@tradewind/contract';
import { queryRows, type Database } from '../../db/client.js';
import { orders, products, recharges, refunds, shops, skus, withdrawals } from '../../db/schema/index.js';
import { countsByState } from './order-states.js';

export async function ordersByState(db: Database) {
  return countsByState(await db.select({ status: orders.status, n: count() }).from(orders).groupBy(orders.status));
}

/** What waits for the operator, in one round trip: each count runs on its table's status index. */
export async function pendingWork(db: Database) {
  const [row] = await queryRows<{
    recharges: number;
    withdrawals: number;
    refunds_applying: number;
    refunds_awaiting_return: number;
    deposits_reorged: number;
  }>(
    db,
    sql`select
      (select count(*) from ${recharges} where ${recharges.status} = ${AuditStatus.Auditing}) as recharges,
      (select count(*) from ${withdrawals} where ${withdrawals.status} = ${AuditStatus.Auditing}) as withdrawals,
      (select count(*) from ${refunds} where ${refunds.status} = ${RefundStatus.Applying}) as refunds_applying,
      (select count(*) from ${refunds} where ${refunds.status} = ${RefundStatus.InProgress}) as refunds_awaiting_return,
      (select count(*) from ${recharges} where ${recharges.chainReorgedAt} is not null
        and ${recharges.reorgSettledAt} is null) as deposits_reorged`,
  );
  return {
    recharges: Number(row!.recharges),
    withdrawals: Number(row!.withdrawals),
    refunds_applying: Number(row!.refunds_applying),
    refunds_awaiting_return: Number(row!.refunds_awaiting_return),
    deposits_reorged: Number(row!.deposits_reorged),
  };
}

/** Paid orders their buyers cancelled before shipping since `since`: the shop is told of them here. */
export async function cancelledAfterPayment(db: Database, since: Date) {
  const [row] = await db
    .select({ n: count() })
    .from(orders)
    .where(
      and(
        eq(orders.status, OrderStatus.Cancelled),
        eq(orders.cancelledBy, 'buyer'),
        isNotNull(orders.paidAt),
        gte(orders.cancelledAt, since),
      ),
    );
  return Number(row?.n ?? 0);
}

/** SKUs of on-shelf products with `threshold` or fewer left, emptiest first; `total` counts them all. */
export async function lowStock(db: Database, threshold: number, limit: number) {
  const rows = await db
    .select({
      sku_id: skus.id,
      product_id: products.id,
      title: products.title,
      specValues: skus.specValues,
      stock: skus.stock,
      shop_name: shops.name,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(skus)
    .innerJoin(products, eq(products.id, skus.productId))
    .innerJoin(shops, eq(shops.id, products.shopId))
    .where(and(eq(products.onShelf, true), lte(skus.stock, threshold)))
    .orderBy(asc(skus.stock), asc(skus.id))
    .limit(limit);
  const list: LowStockSku[] = rows.map(({ specValues, total: _total, ...row }) => ({
    ...row,
    spec_text: specValues.join(' / '),
  }));
  return { threshold, total: rows[0]?.total ?? 0, list };
}
