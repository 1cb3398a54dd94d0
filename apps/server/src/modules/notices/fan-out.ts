import { eq, inArray } from 'drizzle-orm';
import { isLanguageCode, noticePreferences as withDefaults } from '@tradewind/contract';
import type { Database } from '../../db/client.js';
import {
  mailOutbox,
  noticePreferences,
  noticeOutbox,
  notifications,
  pushDeliveries,
  pushSubscriptions,
  users,
} from '../../db/schema/index.js';
import { groupOf } from './preferences.js';
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
    // The batch's notices with each buyer's choices, then their devices: a fixed number of statements a batch.
    const rows = await tx
      .select({
        id: notifications.id,
        userId: notifications.userId,
        kind: notifications.kind,
        params: notifications.params,
        email: users.email,
        lang: users.lang,
        choices: noticePreferences.choices,
      })
      .from(notifications)
      .innerJoin(users, eq(users.id, notifications.userId))
      .leftJoin(noticePreferences, eq(noticePreferences.userId, notifications.userId))
      .where(inArray(notifications.id, ids));
    const chosen = rows.map((row) => ({ ...row, prefs: withDefaults(row.choices)[groupOf(row.kind)] }));
    const pushed = chosen.filter((row) => row.prefs.push);
    const devices =
      pushed.length === 0
        ? []
        : await tx
            .select({ id: pushSubscriptions.id, userId: pushSubscriptions.userId })
            .from(pushSubscriptions)
            .where(inArray(pushSubscriptions.userId, [...new Set(pushed.map((row) => row.userId))]));
    const deliveries = pushed.flatMap((row) =>
      devices
        .filter((device) => device.userId === row.userId)
        .map((device) => ({ subscriptionId: device.id, notificationId: row.id })),
    );
    if (deliveries.length > 0) await tx.insert(pushDeliveries).values(deliveries);
    const now = new Date();
    const mails = chosen
      .filter((row) => row.prefs.mail && mailEnabled && row.email)
      .map((row) => {
        const mail = mailOf(isLanguageCode(row.lang) ? row.lang : 'en', row.kind, row.params);
        return {
          toAddress: row.email!,
          subject: mail.subject,
          body: mail.text,
          html: mail.html,
          queuedAt: now,
          nextAt: now,
        };
      });
    if (mails.length > 0) await tx.insert(mailOutbox).values(mails);
    await tx.delete(noticeOutbox).where(inArray(noticeOutbox.notificationId, ids));
    return taken.length;
  });
}
