import nodemailer from 'nodemailer';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.js';
import { mailOutbox } from '../db/schema/index.js';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}
export type Mailer = (db: Database, mail: Mail) => Promise<void>;

/**
 * Every mail is first a row in the outbox. With SMTP_URL it is then sent through nodemailer; without it the
 * server log prints it, which is how a developer reads a reset code on a machine with no mail server.
 */
export function createMailer(options: { smtpUrl?: string; from: string; log: FastifyBaseLogger }): Mailer {
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : undefined;
  return async (db, mail) => {
    const [row] = await db
      .insert(mailOutbox)
      .values({ toAddress: mail.to, subject: mail.subject, body: mail.text })
      .returning({ id: mailOutbox.id });
    if (!transport) {
      options.log.info({ outbox: row!.id, to: mail.to }, `mail (no SMTP_URL): ${mail.subject}\n${mail.text}`);
      return;
    }
    try {
      await transport.sendMail({ from: options.from, to: mail.to, subject: mail.subject, text: mail.text });
      await db.update(mailOutbox).set({ sentAt: new Date() }).where(eq(mailOutbox.id, row!.id));
    } catch (error) {
      options.log.error({ outbox: row!.id, err: error }, 'mail could not be sent');
      await db
        .update(mailOutbox)
        .set({ error: String(error) })
        .where(eq(mailOutbox.id, row!.id));
    }
  };
}
