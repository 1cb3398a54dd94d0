import { and, asc, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { DisputeStatus, ErrorKey, type AdminDisputeCase, type DisputeAnswerBody } from '@tradewind/contract';
import type { z } from 'zod';
import type { Database, Tx } from '../../db/client.js';
import { disputeEvents, disputes, orders, refunds, shops, users } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import { inScope, type ConsoleScope } from '../admin-session/console-scope.js';
import { toRefund } from '../aftersale/refunds.js';
import { notify } from '../notifications/service.js';
import { orderDetail } from '../orders/views.js';
import { assertOwnUploads } from '../uploads/service.js';
import { daysAfter, readDisputeSettings } from '../disputes/settings.js';
import { toDisputeRow, withEvents } from '../disputes/views.js';

const buyer = alias(users, 'dispute_buyer');
const OPEN = [DisputeStatus.AwaitingShop, DisputeStatus.AwaitingPlatform];

const statusWhere = (status: string): SQL | undefined =>
  status === 'all'
    ? undefined
    : status === 'open'
      ? inArray(disputes.status, OPEN)
      : eq(disputes.status, Number(status));

function selectCases(db: Database | Tx) {
  return db
    .select({ d: disputes, sn: orders.sn, shopName: shops.name, account: buyer.account })
    .from(disputes)
    .innerJoin(orders, eq(orders.id, disputes.orderId))
    .innerJoin(shops, eq(shops.id, disputes.shopId))
    .innerJoin(buyer, eq(buyer.id, disputes.userId));
}
type CaseRow = Awaited<ReturnType<ReturnType<typeof selectCases>['where']>>[number];
const toAdminRow = (r: CaseRow) => ({
  ...toDisputeRow(r.d, r.sn),
  shop: { id: r.d.shopId, name: r.shopName },
  user: { id: r.d.userId, account: r.account },
});

/** The queue: open cases oldest first (decided ones newest first), a shop's staff only their shops'. */
export async function listCases(
  db: Database,
  scope: ConsoleScope,
  query: { status: string; page: number; limit: number },
) {
  const where = and(statusWhere(query.status), inScope(scope, disputes.shopId));
  const decided = query.status === '2' || query.status === '3';
  const [rows, [total]] = await Promise.all([
    selectCases(db)
      .where(where)
      .orderBy(decided ? desc(disputes.decidedAt) : asc(disputes.createdAt), asc(disputes.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ n: count() }).from(disputes).where(where),
  ]);
  return { list: rows.map(toAdminRow), total: Number(total?.n ?? 0), page: query.page, limit: query.limit };
}

/** One case with both sides' statements, the order with its tracking, and the refused request; outside scope a 404. */
export async function caseOf(db: Database, scope: ConsoleScope, id: number): Promise<AdminDisputeCase> {
  const [row] = await selectCases(db).where(and(eq(disputes.id, id), inScope(scope, disputes.shopId)));
  if (!row) throw new AppError(ErrorKey.NotFound);
  const [withTimeline, order, [refund]] = await Promise.all([
    withEvents(db, row.d, row.sn),
    orderDetail(db, row.d.orderId),
    db.select().from(refunds).where(eq(refunds.id, row.d.refundId)),
  ]);
  return { case: { ...toAdminRow(row), events: withTimeline.events }, order, refund: toRefund(refund!, row.sn) };
}

/** A case locked for one step, in scope; another shop's (or none) is not found. */
export async function lockCase(tx: Tx, scope: ConsoleScope, id: number) {
  const [row] = await tx
    .select()
    .from(disputes)
    .where(and(eq(disputes.id, id), inScope(scope, disputes.shopId)))
    .for('update');
  if (!row) throw new AppError(ErrorKey.NotFound);
  return row;
}

export const snOf = async (tx: Tx, orderId: number) =>
  (await tx.select({ sn: orders.sn }).from(orders).where(eq(orders.id, orderId)))[0]!.sn;

/**
 * The shop's answer, once, while the case waits for it and before its time ends; the case then goes to the
 * platform, which has `decide_days`.
 */
export async function answerCase(
  tx: Tx,
  scope: ConsoleScope,
  answererId: number,
  body: z.output<typeof DisputeAnswerBody>,
) {
  const row = await lockCase(tx, scope, body.id);
  const now = new Date();
  if (row.status !== DisputeStatus.AwaitingShop || (row.dueAt && row.dueAt <= now)) {
    throw new AppError(ErrorKey.DisputeAnswerClosed);
  }
  await assertOwnUploads(tx, answererId, body.pictures, 'pictures', 'validation.proof');
  const { decide_days } = await readDisputeSettings(tx);
  const [moved] = await tx
    .update(disputes)
    .set({ status: DisputeStatus.AwaitingPlatform, dueAt: daysAfter(now, decide_days) })
    .where(eq(disputes.id, row.id))
    .returning();
  await tx.insert(disputeEvents).values({
    disputeId: row.id,
    kind: 'shop_answered',
    actor: 'shop',
    actorId: answererId,
    text: body.statement,
    pictures: body.pictures,
    createdAt: now,
  });
  const sn = await snOf(tx, row.orderId);
  await notify(tx, row.userId, 'dispute_answered', { order_id: row.orderId, sn });
  return withEvents(tx, moved!, sn);
}
