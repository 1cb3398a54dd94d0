import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { useTestApp } from '../../test/build.js';
import { call, registerBuyer } from '../../test/api.js';
import { queryRows } from '../../db/client.js';
import { buildApp } from '../../app.js';
import { hashSecret } from '../../lib/secrets.js';

const t = useTestApp();

const setCode = (token: string, body: Record<string, string>) =>
  call(t.app, 'POST', '/api/user/resetPay', { token, body });
const verify = (token: string, code: string) =>
  call(t.app, 'POST', '/api/user/verify_pay', { token, body: { pay_password: code } });

describe('payment code', () => {
  it('is set the first time without an old code, and then shows as set', async () => {
    const buyer = await registerBuyer(t.app);
    expect((await verify(buyer.token, '123456')).body).toMatchObject({
      error: 'PAY_CODE_NOT_SET',
      msg: 'You have not set a payment password',
    });
    const res = await setCode(buyer.token, { old_pay_password: '', pay_password: '246810', re_pay_password: '246810' });
    expect(res.body).toMatchObject({ code: 1, msg: 'Payment code set' });
    const me = await call(t.app, 'GET', '/api/user/getUserInfo', { token: buyer.token });
    expect(me.body.data.has_pay_password).toBe(true);
    expect((await verify(buyer.token, '246810')).body).toMatchObject({ code: 1, data: { verified: true } });
  });

  it.each([
    [{ pay_password: '12345a', re_pay_password: '12345a' }, 'pay_password', 'The payment code may contain digits only'],
    [{ pay_password: '12345', re_pay_password: '12345' }, 'pay_password', 'The payment code must be at least 6 digits'],
    [{ pay_password: '123456', re_pay_password: '654321' }, 're_pay_password', 'The confirmation does not match'],
    [{ pay_password: 123456, re_pay_password: 123456 }, 'pay_password', 'This field is required'],
  ])('refuses %j', async (body, field, message) => {
    const buyer = await registerBuyer(t.app);
    const res = await setCode(buyer.token, body as never);
    expect(res.status).toBe(400);
    expect(res.body.fields[field]).toBe(message);
    expect((await call(t.app, 'GET', '/api/user/getUserInfo', { token: buyer.token })).body.data.has_pay_password).toBe(
      false,
    );
  });

  it('changing it needs the right old code and a new one that differs', async () => {
    const buyer = await registerBuyer(t.app);
    await setCode(buyer.token, { pay_password: '111222', re_pay_password: '111222' });
    expect((await setCode(buyer.token, { pay_password: '333444', re_pay_password: '333444' })).body.error).toBe(
      'OLD_PAY_CODE_WRONG',
    );
    expect(
      (await setCode(buyer.token, { old_pay_password: '999999', pay_password: '333444', re_pay_password: '333444' }))
        .body.error,
    ).toBe('OLD_PAY_CODE_WRONG');
    const same = await setCode(buyer.token, {
      old_pay_password: '111222',
      pay_password: '111222',
      re_pay_password: '111222',
    });
    expect(same.body.fields.pay_password).toBe('The new one must differ from the old one');
    const ok = await setCode(buyer.token, {
      old_pay_password: '111222',
      pay_password: '333444',
      re_pay_password: '333444',
    });
    expect(ok.body).toMatchObject({ code: 1, msg: 'Payment code changed' });
    expect((await verify(buyer.token, '333444')).body.code).toBe(1);
    expect((await verify(buyer.token, '111222')).body.error).toBe('PAY_CODE_WRONG');
  });

  it('tells how many tries are left, and locks after five wrong ones, even for the right code', async () => {
    const buyer = await registerBuyer(t.app);
    await setCode(buyer.token, { pay_password: '135790', re_pay_password: '135790' });
    for (const left of [4, 3, 2, 1]) {
      expect((await verify(buyer.token, '000000')).body).toMatchObject({
        error: 'PAY_CODE_WRONG',
        msg: `Wrong payment code, ${left} tries left`,
      });
    }
    expect((await verify(buyer.token, '000000')).body).toMatchObject({ error: 'PAY_CODE_LOCKED' });
    const locked = await verify(buyer.token, '135790');
    expect(locked.status).toBe(429);
    expect(locked.body.msg).toContain('15 minutes');
    // Changing the code is guarded by the same lock.
    expect(
      (await setCode(buyer.token, { old_pay_password: '135790', pay_password: '246802', re_pay_password: '246802' }))
        .body.error,
    ).toBe('PAY_CODE_LOCKED');
  });

  it('unlocks when the 15 minutes have passed', async () => {
    const buyer = await registerBuyer(t.app);
    await setCode(buyer.token, { pay_password: '135790', re_pay_password: '135790' });
    for (let i = 0; i < 5; i += 1) await verify(buyer.token, '000000');
    await t.database.db.execute(
      sql`update users set pay_locked_until = now() - interval '1 second' where id = ${buyer.id}`,
    );
    expect((await verify(buyer.token, '135790')).body.code).toBe(1);
    expect((await verify(buyer.token, '000000')).body.msg).toBe('Wrong payment code, 4 tries left');
  });

  it('100 parallel wrong codes compare at most 5', async () => {
    const buyer = await registerBuyer(t.app);
    await setCode(buyer.token, { pay_password: '864200', re_pay_password: '864200' });
    const results = await Promise.all(Array.from({ length: 100 }, (_, i) => verify(buyer.token, String(100000 + i))));
    const errors = results.map((r) => r.body.error);
    expect(errors.filter((e) => e === 'PAY_CODE_WRONG').length).toBeLessThanOrEqual(4);
    expect(errors.filter((e) => e === 'PAY_CODE_LOCKED').length).toBeGreaterThanOrEqual(96);
    const [row] = await queryRows<{ pay_attempts: number; locked: boolean }>(
      t.database.db,
      sql`select pay_attempts, pay_locked_until > now() as locked from users where id = ${buyer.id}`,
    );
    expect(row).toEqual({ pay_attempts: 5, locked: true });
    expect((await verify(buyer.token, '864200')).body.error).toBe('PAY_CODE_LOCKED');
  });

  const storedHash = async (userId: number) =>
    (
      await queryRows<{ pay_password_hash: string }>(
        t.database.db,
        sql`select pay_password_hash from users where id = ${userId}`,
      )
    )[0]!.pay_password_hash;

  it('keeps working for a code stored as argon2id before decision 014, and stores it keyed after its first use', async () => {
    const buyer = await registerBuyer(t.app);
    const legacy = await hashSecret('975310');
    await t.database.db.execute(sql`update users set pay_password_hash = ${legacy} where id = ${buyer.id}`);
    expect((await verify(buyer.token, '123456')).body.error).toBe('PAY_CODE_WRONG');
    expect(await storedHash(buyer.id)).toBe(legacy);
    expect((await verify(buyer.token, '975310')).body.code).toBe(1);
    const keyed = await storedHash(buyer.id);
    expect(keyed).toMatch(/^hmac-sha256\$v1\$/);
    expect(keyed).not.toContain('975310');
    expect((await verify(buyer.token, '975310')).body.code).toBe(1);
    expect((await verify(buyer.token, '123456')).body).toMatchObject({ msg: 'Wrong payment code, 4 tries left' });
  });

  it('a code still stored as argon2id is bounded the same way: 30 parallel wrong codes compare at most 5', async () => {
    const buyer = await registerBuyer(t.app);
    await t.database.db.execute(
      sql`update users set pay_password_hash = ${await hashSecret('975310')} where id = ${buyer.id}`,
    );
    const results = await Promise.all(Array.from({ length: 30 }, (_, i) => verify(buyer.token, String(200000 + i))));
    const errors = results.map((r) => r.body.error);
    expect(errors.filter((e) => e === 'PAY_CODE_WRONG').length).toBeLessThanOrEqual(4);
    expect(errors.filter((e) => e === 'PAY_CODE_LOCKED').length).toBeGreaterThanOrEqual(26);
    expect((await verify(buyer.token, '975310')).body.error).toBe('PAY_CODE_LOCKED');
  });

  it('is useless without the server key: a copied hash opens no other account, another key matches nothing', async () => {
    const owner = await registerBuyer(t.app);
    const other = await registerBuyer(t.app);
    await setCode(owner.token, { pay_password: '468024', re_pay_password: '468024' });
    await t.database.db.execute(
      sql`update users set pay_password_hash = ${await storedHash(owner.id)} where id = ${other.id}`,
    );
    expect((await verify(other.token, '468024')).body.error).toBe('PAY_CODE_WRONG');

    const withOtherKey = await buildApp({ database: t.database, payCodeKey: Buffer.alloc(32, 7) });
    try {
      const res = await call(withOtherKey, 'POST', '/api/user/verify_pay', {
        token: owner.token,
        body: { pay_password: '468024' },
      });
      expect(res.body.error).toBe('PAY_CODE_WRONG');
    } finally {
      await withOtherKey.close();
    }
    expect((await verify(owner.token, '468024')).body.code).toBe(1);
  });
});
