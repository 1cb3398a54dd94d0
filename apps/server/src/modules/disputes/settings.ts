import { DEFAULT_DISPUTE_SETTINGS, type DisputeSettings } from '@tradewind/contract';
import { eq } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client.js';
import { disputeSettings } from '../../db/schema/index.js';

/** The operator's days for cases (one row), the defaults until they are saved. */
export async function readDisputeSettings(db: Database | Tx): Promise<DisputeSettings> {
  const [row] = await db.select().from(disputeSettings).where(eq(disputeSettings.id, 1));
  if (!row) return { ...DEFAULT_DISPUTE_SETTINGS };
  return { escalate_days: row.escalateDays, answer_days: row.answerDays, decide_days: row.decideDays };
}

export async function saveDisputeSettings(db: Database, operatorId: number, body: DisputeSettings) {
  const values = {
    escalateDays: body.escalate_days,
    answerDays: body.answer_days,
    decideDays: body.decide_days,
    updatedBy: operatorId,
    updatedAt: new Date(),
  };
  await db
    .insert(disputeSettings)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: disputeSettings.id, set: values });
  return readDisputeSettings(db);
}

const DAY = 24 * 3600 * 1000;
export const daysAfter = (from: Date, days: number) => new Date(from.getTime() + days * DAY);
