import nodemailer from 'nodemailer';
import type { Database } from '../../db/client.js';
import { every, type LoopHost } from '../../lib/every.js';
import type { NoticeOptions } from './options.js';
import { fanOut } from './fan-out.js';
import { sendDuePushes } from './push-sender.js';
import { sendDueMails } from './mail-sender.js';

/**
 * One pass of the notice queue: take what `notify()` queued, then send the pushes and mails that are due. Answers
 * the pass, to run one now (tests); the loop runs every `intervalMs` when it is not 0.
 */
export function startNoticeJobs(
  app: LoopHost & { db: Database },
  options: NoticeOptions,
  mail: { smtpUrl?: string; from: string },
) {
  const transport = mail.smtpUrl ? nodemailer.createTransport(mail.smtpUrl) : undefined;
  const pass = async () => {
    while ((await fanOut(app.db, transport !== undefined)) > 0);
    await sendDuePushes(app.db, options, app.log);
    if (transport) await sendDueMails(app.db, transport, mail.from, app.log);
  };
  app.addHook('onClose', async () => transport?.close());
  if (options.intervalMs > 0) return every(app, options.intervalMs, 'notices not sent; next tick retries', pass);
  return pass;
}
