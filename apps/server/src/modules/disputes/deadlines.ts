import { and, asc, eq, lte } from 'drizzle-orm';
import { DisputeStatus } from '@tradewind/contract';
import type { Database } from '../../db/client.js';
import { disputeEvents, disputes, orders } from '../../db/schema/index.js';
import { every, type LoopHost } from '../../lib/every.js';
import { notify } from '../notifications/service.js';
import { daysAfter, readDisputeSettings } from './settings.js';

const BATCH = 50;

/**
 * Cases whose shop did not answer in time go to the platform without the answer. Each batch holds its rows with
 * FOR UPDATE SKIP LOCKED, so any number of processes move each case once.
 */
export async function passDueAnswers(db: Database, now = new Date()) {
  let moved = 0;
  for (;;) {
    const done = await db.transaction(async (tx) => {
      const due = await tx
        .select({ id: disputes.id, orderId: disputes.orderId, userId: disputes.userId, sn: orders.sn })
        .from(disputes)
        .innerJoin(orders, eq(orders.id, disputes.orderId))
        .where(and(eq(disputes.status, DisputeStatus.AwaitingShop), lte(disputes.dueAt, now)))
        .orderBy(asc(disputes.dueAt))
        .limit(BATCH)
        .for('update', { of: disputes, skipLocked: true });
      if (due.length === 0) return 0;
      const { decide_days } = await readDisputeSettings(tx);
      for (const c of due) {
        await tx
          .update(disputes)
          .set({ status: DisputeStatus.AwaitingPlatform, dueAt: daysAfter(now, decide_days) })
          .where(eq(disputes.id, c.id));
        await tx
          .insert(disputeEvents)
          .values({ disputeId: c.id, kind: 'deadline_passed', actor: 'system', createdAt: now });
        await notify(tx, c.userId, 'dispute_deadline_passed', { order_id: c.orderId, sn: c.sn });
      }
      return due.length;
    });
    moved += done;
    if (done < BATCH) break;
  }
  return moved;
}

export function startDisputeJobs(app: LoopHost & { db: Database }, intervalMs: number) {
  return every(
    app,
    intervalMs,
    'dispute deadlines failed; next tick retries',
    async () => {
      const moved = await passDueAnswers(app.db);
      if (moved > 0) app.log.info({ moved }, 'dispute answers past due');
    },
    'dispute_deadlines',
  );
}
