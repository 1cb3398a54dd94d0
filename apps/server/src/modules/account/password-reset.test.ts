import { describe, expect, it } from 'vitest';
import { desc, sql } from 'drizzle-orm';
import { useTestApp } from '../../test/build.js';
import { call, registerBuyer } from '../../test/api.js';
import { mailOutbox } from '../../db/schema/index.js';

const t = useTestApp();

const sendCode = (email: string, lang?: string) =>
  call(t.app, 'POST', '/api/user/send_reset_code', { body: { email }, lang });
const reset = (body: Record<string, string>) => call(t.app, 'POST', '/api/user/reset_by_code', { body });

/** The code as the buyer reads it: from the last mail sent to them (the outbox, as no SMTP_URL is set). */
async function lastCode(email: string) {
  const [mail] = await t.database.db
    .select()
    .from(mailOutbox)
    .where(sql`to_address = ${email}`)
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  return { code: /\b(\d{6})\b/.exec(mail!.body)![1]!, mail: mail! };
}

describe('forgotten password', () => {
  it('mails a 6-digit code, in the caller language; the code resets the password and ends every session', async () => {
    const buyer = await registerBuyer(t.app);
    const sent = await sendCode(buyer.email.toUpperCase(), 'fr');
    expect(sent.body).toMatchObject({ code: 1, data: null });
    const { code, mail } = await lastCode(buyer.email);
    expect(mail.subject).toContain('Tradewind');
    expect(mail.body).toMatch(/15/);
    expect(mail.subject).not.toBe('Your Tradewind password reset code');
    const res = await reset({ email: buyer.email, code, newpassword: 'fresh-start-1', renewpassword: 'fresh-start-1' });
    expect(res.body).toMatchObject({ code: 1 });
    expect((await call(t.app, 'GET', '/api/user/getUserInfo', { token: buyer.token })).status).toBe(401);
    expect(
      (await call(t.app, 'POST', '/api/user/login', { body: { account: buyer.account, password: 'fresh-start-1' } }))
        .status,
    ).toBe(200);
  });

  it('answers the same for an unknown email and sends nothing', async () => {
    const before = await t.database.db.select().from(mailOutbox);
    const res = await sendCode('nobody-at-all@example.com');
    expect(res.body).toMatchObject({ code: 1, msg: 'If an account uses this email, a code is on its way' });
    expect((await t.database.db.select().from(mailOutbox)).length).toBe(before.length);
  });

  it('a code used twice fails the second time', async () => {
    const buyer = await registerBuyer(t.app);
    await sendCode(buyer.email);
    const { code } = await lastCode(buyer.email);
    expect(
      (await reset({ email: buyer.email, code, newpassword: 'first-new-1', renewpassword: 'first-new-1' })).body.code,
    ).toBe(1);
    const again = await reset({ email: buyer.email, code, newpassword: 'second-new-2', renewpassword: 'second-new-2' });
    expect(again).toMatchObject({ status: 400, body: { error: 'RESET_CODE_INVALID' } });
    expect(
      (await call(t.app, 'POST', '/api/user/login', { body: { account: buyer.account, password: 'first-new-1' } }))
        .status,
    ).toBe(200);
  });

  it('an expired code fails, and so does an older code once a new one is sent', async () => {
    const buyer = await registerBuyer(t.app);
    await sendCode(buyer.email);
    const { code: first } = await lastCode(buyer.email);
    await sendCode(buyer.email);
    const { code: second } = await lastCode(buyer.email);
    if (first !== second) {
      expect(
        (await reset({ email: buyer.email, code: first, newpassword: 'abcdef-1', renewpassword: 'abcdef-1' })).body
          .error,
      ).toBe('RESET_CODE_INVALID');
    }
    await t.database.db.execute(
      sql`update password_reset_codes set expires_at = now() - interval '1 second' where user_id = ${buyer.id}`,
    );
    expect(
      (await reset({ email: buyer.email, code: second, newpassword: 'abcdef-1', renewpassword: 'abcdef-1' })).body
        .error,
    ).toBe('RESET_CODE_INVALID');
  });

  it('five wrong guesses burn the code', async () => {
    const buyer = await registerBuyer(t.app);
    await sendCode(buyer.email);
    const { code } = await lastCode(buyer.email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1) {
      expect(
        (await reset({ email: buyer.email, code: wrong, newpassword: 'abcdef-1', renewpassword: 'abcdef-1' })).body
          .error,
      ).toBe('RESET_CODE_INVALID');
    }
    expect(
      (await reset({ email: buyer.email, code, newpassword: 'abcdef-1', renewpassword: 'abcdef-1' })).body.error,
    ).toBe('RESET_CODE_INVALID');
  });

  it('validates the code format, the new password and its confirmation', async () => {
    const res = await reset({ email: 'someone@example.com', code: '12ab', newpassword: '123', renewpassword: '456' });
    expect(res.status).toBe(400);
    expect(res.body.fields).toMatchObject({
      code: 'Enter the 6-digit code from the email',
      newpassword: 'The password must be at least 6 characters',
    });
  });

  it('limits how many codes one email can ask for', async () => {
    const buyer = await registerBuyer(t.app);
    for (let i = 0; i < 5; i += 1) expect((await sendCode(buyer.email)).status).toBe(200);
    expect((await sendCode(buyer.email)).body.error).toBe('RATE_LIMITED');
  });
});
