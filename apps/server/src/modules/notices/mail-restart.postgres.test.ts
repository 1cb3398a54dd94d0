import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build.js';
import { registerBuyer } from '../../test/api.js';
import { waitFor } from '../../test/haproxy.js';
import { startServerProcess, type ServerProcess } from '../../test/server-process.js';
import { startSmtpReceiver } from '../../test/smtp-receiver.js';
import { mailOutbox, users } from '../../db/schema/index.js';
import { fanOut } from './fan-out.js';
import { sendSecurityEvent } from './security.js';

/**
 * The mail queue survives a crash: a mail queued while one server process runs, that process killed with SIGKILL,
 * is sent once by the next process to start. PostgreSQL only: two processes cannot share a PGlite folder.
 */
let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;
let db: Awaited<ReturnType<typeof buildTestApp>>;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tw-mail-restart-'));
const keys = { CARD_KEY: randomBytes(32).toString('hex'), PAY_CODE_KEY: randomBytes(32).toString('hex') };

function start(noticeJobMs: string): ServerProcess {
  return startServerProcess({
    DATABASE_URL: db.url!,
    DATA_DIR: dataDir,
    DEMO_PRODUCTS: '12',
    DEMO_ACTIVITY: '0',
    LOG_LEVEL: 'info',
    SMTP_URL: smtp.url,
    NOTICE_JOB_MS: noticeJobMs,
    ...keys,
  });
}

beforeAll(async () => {
  smtp = await startSmtpReceiver();
  db = await buildTestApp();
});
const running: ServerProcess[] = [];
afterAll(async () => {
  for (const server of running) server.kill('SIGKILL');
  await Promise.all(running.map((s) => s.exited));
  await db.close();
  await smtp.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

it('a mail queued before a SIGKILL is sent once after the restart', { timeout: 180_000 }, async () => {
  // The first process sends its queue once an hour: it holds the mail unsent when it is killed.
  const first = start('3600000');
  running.push(first);
  await first.base;
  const buyer = await registerBuyer(db.app);
  const [me] = await db.database.db.select({ email: users.email }).from(users).where(eq(users.id, buyer.id));
  await db.database.db.transaction((tx) => sendSecurityEvent(tx, buyer.id, 'password_changed'));
  expect(await fanOut(db.database.db, true)).toBe(1);
  const [queued] = await db.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, me!.email));
  expect(queued).toMatchObject({ sentAt: null, attempts: 0 });
  first.kill('SIGKILL');
  expect((await first.exited).code).toBe(null);
  expect(smtp.mails).toHaveLength(0);

  const second = start('200');
  running.push(second);
  await second.base;
  const sentAt = async () =>
    (await db.database.db.select().from(mailOutbox).where(eq(mailOutbox.id, queued!.id)))[0]!.sentAt !== null;
  await waitFor(sentAt, { what: 'the queued mail marked sent', ms: 60_000 });
  second.kill('SIGTERM');
  await second.exited;
  const mine = smtp.mails.filter((m) => m.to.includes(me!.email));
  expect(mine).toHaveLength(1);
  expect(mine[0]!.raw).toContain(`Message-ID: <outbox-${queued!.id}@tradewind.shop>`);
});
