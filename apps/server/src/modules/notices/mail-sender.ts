import { and, eq, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { Transporter } from 'nodemailer';
import type { Database } from '../../db/client.js';
import { mailOutbox } from '../../db/schema/index.js';
import type { ServiceLog } from '../../lib/service-log.js';

const BATCH = 20;
export const MAIL_MAX_ATTEMPTS = 8;
/** A sender holds a mail this long: a process killed mid-send lets another take it after. */
const LEASE = sql`now() + interval '5 minutes'`;
const backoffMs = (attempts: number) => 60_000 * 2 ** (attempts - 1);

/**
 * Sends the queued mails that are due (notices, security events), each once: a mail is claimed for a lease, handed
 * to the SMTP server, then marked sent. Its Message-ID is its row's, so in the rare case of a process killed between
 * the server's acceptance and the mark, a second copy carries the same Message-ID and mail clients show it once.
 */
export async function sendDueMails(db: Database, transport: Transporter, from: string, log: ServiceLog) {
  const due = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(and(isNull(mailOutbox.sentAt), isNotNull(mailOutbox.queuedAt), lte(mailOutbox.nextAt, sql`now()`)))
    .orderBy(mailOutbox.nextAt)
    .limit(BATCH)
    .for('update', { skipLocked: true });
  const claimed = await db
    .update(mailOutbox)
    .set({ nextAt: LEASE, attempts: sql`${mailOutbox.attempts} + 1` })
    .where(inArray(mailOutbox.id, due))
    .returning();
  let sent = 0;
  for (const mail of claimed) {
    try {
      await transport.sendMail({
        from,
        to: mail.toAddress,
        subject: mail.subject,
        text: mail.body,
        html: mail.html ?? undefined,
        messageId: `<outbox-${mail.id}@tradewind.shop>`,
      });
      await db.update(mailOutbox).set({ sentAt: new Date(), error: null }).where(eq(mailOutbox.id, mail.id));
      sent += 1;
    } catch (error) {
      const last = mail.attempts >= MAIL_MAX_ATTEMPTS;
      log.warn({ outbox: mail.id, err: error, last }, 'queued mail not sent');
      await db
        .update(mailOutbox)
        .set({
          error: String(error).slice(0, 500),
          nextAt: last ? null : new Date(Date.now() + backoffMs(mail.attempts)),
        })
        .where(eq(mailOutbox.id, mail.id));
    }
  }
  return sent;
}
