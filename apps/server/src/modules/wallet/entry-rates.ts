import { and, eq, inArray } from 'drizzle-orm';
import { readReference, type LedgerEntry } from '@tradewind/contract';
import type { Database } from '../../db/client.js';
import { orders, refunds } from '../../db/schema/index.js';

/**
 * Fund records that name one order (its refund, its paid cancellation, its late-delivery credit) with that order's rate of its moment
 * (decision 039), so the app estimates them as it does the order, not at today's rate. Others, and records of an
 * order placed in dollars, are left as they are (today's rate).
 * Two look-ups by key for a page of records; only the buyer's own orders are read.
 */
export async function withOrderRates(db: Database, userId: number, entries: LedgerEntry[]): Promise<LedgerEntry[]> {
  const refundIds = new Map<number, number>();
  const orderSns = new Map<number, string>();
  for (const entry of entries) {
    const reference = readReference(entry.reference);
    if (reference?.ids.length !== 1) continue;
    if (reference.kind === 'refund') refundIds.set(entry.id, Number(reference.ids[0]));
    if (reference.kind === 'orders' || reference.kind === 'late') orderSns.set(entry.id, reference.ids[0]!);
  }
  if (refundIds.size === 0 && orderSns.size === 0) return entries;
  const [byRefund, bySn] = await Promise.all([
    refundIds.size === 0
      ? []
      : db
          .select({ id: refunds.id, fx: orders.fx })
          .from(refunds)
          .innerJoin(orders, eq(orders.id, refunds.orderId))
          .where(and(eq(refunds.userId, userId), inArray(refunds.id, [...refundIds.values()]))),
    orderSns.size === 0
      ? []
      : db
          .select({ sn: orders.sn, fx: orders.fx })
          .from(orders)
          .where(and(eq(orders.userId, userId), inArray(orders.sn, [...orderSns.values()]))),
  ]);
  const refundRate = new Map(byRefund.map((r) => [r.id, r.fx]));
  const orderRate = new Map(bySn.map((r) => [r.sn, r.fx]));
  return entries.map((entry) => {
    const fx = refundIds.has(entry.id)
      ? refundRate.get(refundIds.get(entry.id)!)
      : orderSns.has(entry.id)
        ? orderRate.get(orderSns.get(entry.id)!)
        : undefined;
    return fx ? { ...entry, fx } : entry;
  });
}
