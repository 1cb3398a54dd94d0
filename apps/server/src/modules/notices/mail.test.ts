import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { NoticeApi } from '@tradewind/contract';
import { useTestApp } from '../../test/build.js';
import { call, registerBuyer } from '../../test/api.js';
import { startSmtpReceiver } from '../../test/smtp-receiver.js';
import { mailOutbox, users } from '../../db/schema/index.js';
import { notify } from '../notifications/service.js';
import { sendSecurityEvent } from './security.js';
import type { BuildOptions } from '../../app.js';

let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;
const options: Partial<BuildOptions> = {};
beforeAll(async () => {
  smtp = await startSmtpReceiver();
  options.smtpUrl = smtp.url;
  options.mailFrom = 'Tradewind <no-reply@tradewind.test>';
});
afterAll(() => smtp.close());
const t = useTestApp(options);

/** A multipart mail's parts, each by its type and decoded (base64 or quoted-printable), as a mail client reads it. */
function partsOf(raw: string): Record<string, string> {
  const boundary = /boundary="([^"]+)"/.exec(raw)![1]!;
  const parts: Record<string, string> = {};
  for (const part of raw.split(`--${boundary}`).slice(1, -1)) {
    const [head, ...rest] = part.trim().split(/\r?\n\r?\n/);
    const body = rest.join('\n\n');
    const type = /Content-Type: ([\w/]+)/.exec(head!)![1]!;
    const soft = body.replace(/=\r?\n/g, '');
    parts[type] = /base64/.test(head!)
      ? Buffer.from(body, 'base64').toString('utf8')
      : decodeURIComponent(soft.replace(/%/g, '%25').replace(/=([0-9A-F]{2})/g, '%$1'));
  }
  return parts;
}

describe('notices by mail', () => {
  it('sends the groups a buyer chose and every security event, in their language, as text and HTML, once', async () => {
    const buyer = await registerBuyer(t.app);
    await t.database.db.update(users).set({ lang: 'ja' }).where(eq(users.id, buyer.id));
    const [me] = await t.database.db.select({ email: users.email }).from(users).where(eq(users.id, buyer.id));
    const set = await call(t.app, 'POST', NoticeApi.preferenceSet, {
      token: buyer.token,
      body: { group: 'orders', channel: 'mail', on: true },
    });
    expect(set.body.data.orders.mail).toBe(true);
    expect(set.body.data.wallet.mail).toBe(false);

    await notify(t.database.db, buyer.id, 'order_shipped', {
      order_id: 7,
      sn: 'SN7',
      carrier: 'DHL',
      tracking_no: 'T',
    });
    await notify(t.database.db, buyer.id, 'recharge_passed', { amount_cents: 1000, id: 3 }); // wallet: not by mail
    await t.database.db.transaction((tx) => sendSecurityEvent(tx, buyer.id, 'new_payout_destination'));
    await t.app.notices.pass();
    await t.app.notices.pass();

    const mine = smtp.mails.filter((m) => m.to.includes(me!.email));
    expect(mine).toHaveLength(2);
    const read = mine.map((m) => partsOf(m.raw));
    const shipped = read.find((p) => p['text/plain']?.includes('注文 SN7 は配送中です。'));
    expect(shipped?.['text/html']).toContain('<p>注文 SN7 は配送中です。</p>');
    const security = read.find((p) => p['text/plain']?.includes('アカウントに新しい出金先が追加されました。'));
    expect(security?.['text/html']).toContain('<h1 style="font-size:18px">アカウントのセキュリティ</h1>');
    const rows = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, me!.email));
    expect(rows.every((r) => r.sentAt !== null)).toBe(true);
  });
});
