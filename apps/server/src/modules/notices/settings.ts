import { eq } from 'drizzle-orm';
import type { NoticeSettings, NoticeSettingsBody } from '@tradewind/contract';
import type { Database, Tx } from '../../db/client.js';
import { noticeSettings } from '../../db/schema/index.js';

/**
 * The share a price must fall by before its watchers hear of it (decision 055): the operator's, once saved in the
 * console; until then `configured` (PRICE_DROP_PERCENT, 5 by default).
 */
export async function noticeSettingsOf(db: Database | Tx, configured: number): Promise<NoticeSettings> {
  const [row] = await db
    .select({ percent: noticeSettings.priceDropPercent })
    .from(noticeSettings)
    .where(eq(noticeSettings.id, 1));
  return { price_drop_percent: row?.percent ?? configured };
}

export async function saveNoticeSettings(
  db: Database,
  operatorId: number,
  body: NoticeSettingsBody,
): Promise<NoticeSettings> {
  const values = { priceDropPercent: body.price_drop_percent, updatedBy: operatorId, updatedAt: new Date() };
  await db
    .insert(noticeSettings)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: noticeSettings.id, set: values });
  return { price_drop_percent: body.price_drop_percent };
}
