import { eq, inArray } from 'drizzle-orm';
import { isLanguageCode, type LanguageCode } from '@tradewind/contract';
import type { Database } from '../../db/client.js';
import {
  mailOutbox,
  noticeOutbox,
  notifications,
  pushDeliveries,
  pushSubscriptions,
  users,
} from '../../db/schema/index.js';
import { groupOf, preferencesOf } from './preferences.js';
import { mailOf } from './wording.js';

const BATCH = 100;

/**
 * Takes notices from the outbox and queues, as each buyer chose for its group, a push to each of their devices and
 * a mail (only when this server sends mail). Several processes may run it: each takes rows the others have not
 * locked. Answers how many notices it took.
 */
export async function fanOut(db: Database, mailEnabled: boolean): Promise<number> {
  return db.transaction(async (tx) => {
    const taken = await tx
      .select({ id: noticeOutbox.notificationId })
      .from(noticeOutbox)
      .orderBy(noticeOutbox.notificationId)
      .limit(BATCH)
      .for('update', { skipLocked: true });
    if (taken.length === 0) return 0;
    const ids = taken.map((t) => t.id);
    const rows = await tx
      .select({
        id: notifications.id,
        userId: notifications.userId,
        kind: notifications.kind,
        params: notifications.params,
        email: users.email,
        lang: users.lang,
      })
      .from(notifications)
      .innerJoin(users, eq(users.id, notifications.userId))
      .where(inArray(notifications.id, ids));
    for (const row of rows) {
      const prefs = (await preferencesOf(tx, row.userId))[groupOf(row.kind)];
      if (prefs.push) {
        const devices = await tx
          .select({ id: pushSubscriptions.id })
          .from(pushSubscriptions)
          .where(eq(pushSubscriptions.userId, row.userId));
        if (devices.length > 0) {
          await tx
            .insert(pushDeliveries)
            .values(devices.map((d) => ({ subscriptionId: d.id, notificationId: row.id })));
        }
      }
      if (prefs.mail && mailEnabled && row.email) {
        const lang: LanguageCode = isLanguageCode(row.lang) ? row.lang : 'en';
        const mail = mailOf(lang, row.kind, row.params);
        const now = new Date();
        await tx.insert(mailOutbox).values({
          toAddress: row.email,
          subject: mail.subject,
          body: mail.text,
          html: mail.html,
          queuedAt: now,
          nextAt: now,
        });
      }
    }
    await tx.delete(noticeOutbox).where(inArray(noticeOutbox.notificationId, ids));
    return taken.length;
  });
}
