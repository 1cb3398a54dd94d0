import { and, asc, count, desc, eq, ilike, inArray, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { ErrorKey, NO_PROTECTION, OrderStatus, type OrderDetail, type OrderSummary } from '@tradewind/contract';
import type { Database } from '../../db/client.js';
import { orderLines, orders, refunds, shops, users } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import { containing } from '../../db/paging.js';
import { trackingOf } from './tracking-view.js';
import { orderAddress } from './order-address.js';
import { protectionOf } from '../protection/view.js';

type OrderRow = typeof orders.$inferSelect;
const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The refund of each order in after-sale among `rows` (one per order at most): what names its state. */
async function refundStatuses(db: Database, rows: OrderRow[]): Promise<Map<number, number>> {
  const ids = rows.filter((r) => r.status === OrderStatus.InAfterSale).map((r) => r.id);
  if (ids.length === 0) return new Map();
  const found = await db
    .select({ orderId: refunds.orderId, status: refunds.status })
    .from(refunds)
    .where(inArray(refunds.orderId, ids));
  return new Map(found.map((f) => [f.orderId, f.status]));
}

/** Orders with their shop, lines and refund state: three or four queries whatever the page size. */
async function summaries(db: Database, rows: OrderRow[]): Promise<OrderSummary[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [lines, shopRows, refundStatus, protection] = await Promise.all([
    db.select().from(orderLines).where(inArray(orderLines.orderId, ids)).orderBy(asc(orderLines.id)),
    db
      .select({ id: shops.id, name: shops.name, logo: shops.logo })
      .from(shops)
      .where(inArray(shops.id, [...new Set(rows.map((r) => r.shopId))])),
    refundStatuses(db, rows),
    protectionOf(db, rows),
  ]);
  return rows.map((r) => ({
    id: r.id,
    sn: r.sn,
    status: r.status,
    shop: shopRows.find((s) => s.id === r.shopId)!,
    lines: lines
      .filter((l) => l.orderId === r.id)
      .map((l) => ({
        sku_id: l.skuId,
        product_id: l.productId,
        title: l.title,
        image: l.image,
        specs: l.specs,
        price_cents: l.priceCents,
        quantity: l.quantity,
        amount_cents: l.amountCents,
      })),
    total_cents: r.totalCents,
    fx: r.fx ?? null,
    refund_status: refundStatus.get(r.id) ?? null,
    created_at: r.createdAt.toISOString(),
    protection: protection.get(r.id) ?? NO_PROTECTION,
  }));
}

const statusFilter = (status: string | undefined): SQL | undefined =>
  status === undefined || status === '' || status === 'all' ? undefined : eq(orders.status, Number(status));

export async function listOrders(
  db: Database,
  userId: number,
  query: { status?: string; page: number; limit: number },
) {
  const where = and(eq(orders.userId, userId), statusFilter(query.status));
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(where)
      .orderBy(desc(orders.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ n: count() }).from(orders).where(where),
  ]);
  return { list: await summaries(db, rows), total: Number(total?.n ?? 0), page: query.page, limit: query.limit };
}

export async function orderCounts(db: Database, userId: number) {
  const rows = await db
    .select({ status: orders.status, n: count() })
    .from(orders)
    .where(eq(orders.userId, userId))
    .groupBy(orders.status);
  return { counts: Object.fromEntries(rows.map((r) => [String(r.status), Number(r.n)])) };
}

/** One order in full; `userId` limits it to the buyer's own (another buyer's id is a 404). */
export async function orderDetail(db: Database, id: number, userId?: number): Promise<OrderDetail> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, id), userId === undefined ? undefined : eq(orders.userId, userId)));
  if (!row) throw new AppError(ErrorKey.NotFound);
  const [[summary], tracking] = await Promise.all([summaries(db, [row]), trackingOf(db, row)]);
  return {
    ...summary!,
    address: orderAddress(row.address),
    goods_cents: row.goodsCents,
    freight_cents: row.freightCents,
    discount_cents: row.discountCents,
    import_duty_cents: row.importDutyCents,
    import_tax_cents: row.importTaxCents,
    customs: row.customs ?? null,
    promo_code: row.promoCode,
    carrier: row.carrier,
    tracking_no: row.trackingNo,
    ...tracking,
    cancelled_by: row.cancelledBy,
    cancel_reason: row.cancelReason,
    cancel_reason_code: row.cancelReasonCode,
    paid_at: iso(row.paidAt),
    shipped_at: iso(row.shippedAt),
    received_at: iso(row.receivedAt),
    pay_deadline: row.status === 0 ? row.payDeadline.toISOString() : null,
  };
}

export const buyer = alias(users, 'buyer');
/**
 * The operator's order search, on `orders` joined to their `buyer`: by number, buyer and state; `scope` keeps a
 * shop's staff to their shops' orders (modules/admin-session/console-scope.ts).
 */
export const adminOrderFilter = (query: { status?: string; sn?: string; account?: string }, scope?: SQL) =>
  and(
    scope,
    statusFilter(query.status),
    query.sn ? ilike(orders.sn, containing(query.sn)) : undefined,
    query.account ? ilike(buyer.account, containing(query.account)) : undefined,
  );

export async function adminOrders(
  db: Database,
  query: { status?: string; sn?: string; account?: string; page: number; limit: number },
  scope?: SQL,
) {
  const where = adminOrderFilter(query, scope);
  const [rows, [total]] = await Promise.all([
    db
      .select({ order: orders, account: buyer.account })
      .from(orders)
      .innerJoin(buyer, eq(buyer.id, orders.userId))
      .where(where)
      .orderBy(desc(orders.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ n: count() }).from(orders).innerJoin(buyer, eq(buyer.id, orders.userId)).where(where),
  ]);
  const list = await summaries(
    db,
    rows.map((r) => r.order),
  );
  return {
    list: list.map((o, i) => ({
      ...o,
      user: { id: rows[i]!.order.userId, account: rows[i]!.account },
      paid_at: iso(rows[i]!.order.paidAt),
    })),
    total: Number(total?.n ?? 0),
    page: query.page,
    limit: query.limit,
  };
}
