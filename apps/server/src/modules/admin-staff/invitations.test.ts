import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { AdminStaffApi } from '@tradewind/contract';
import { mailOutbox, shopStaff, staffInvitations, users } from '../../db/schema/index.js';
import { useTestApp } from '../../test/build.js';
import { call, registerBuyer } from '../../test/api.js';
import { insertCatalogueFixture } from '../../test/catalogue-fixture.js';
import { operatorOf } from '../../test/wallet.js';
import { sha256 } from '../../lib/secrets.js';
import { accept, invite, newPerson, staffOf, tokenOfCookie } from './test-kit.js';

const t = useTestApp();
let operator: { token: string };
let shops: { a: number; b: number };
beforeAll(async () => {
  const f = await insertCatalogueFixture(t.database.db);
  shops = { a: f.circuit.id, b: f.harbour.id };
  operator = await operatorOf(t.app, t.database);
});

const signIn = (account: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/admin/sign_in', payload: { account, password } });

describe('inviting a shop’s staff', () => {
  it('makes a one-time code, kept only as a hash, mailed with its link, that expires in 7 days', async () => {
    const person = newPerson();
    const before = Date.now();
    const invited = await invite(t.app, operator.token, person.email.toUpperCase(), [shops.a, shops.b, shops.a]);
    expect(invited.link).toBe(`/admin/accept#code=${invited.code}`);
    expect(invited.invitation).toMatchObject({
      email: person.email,
      shops: [{ id: shops.a }, { id: shops.b }],
    });
    const [row] = await t.database.db
      .select()
      .from(staffInvitations)
      .where(eq(staffInvitations.id, invited.invitation.id));
    expect(row!.codeHash).toBe(sha256(invited.code));
    expect(JSON.stringify(row)).not.toContain(invited.code);
    const days = (row!.expiresAt.getTime() - before) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThan(7.01);
    const [mail] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, person.email));
    expect(mail!.body).toContain(`/admin/accept#code=${invited.code}`);
    expect(mail!.subject).toContain('Circuit');

    const listed = await call(t.app, 'GET', AdminStaffApi.invitations, { token: operator.token });
    expect(listed.body.data.list.map((i: { id: number }) => i.id)).toContain(invited.invitation.id);
  });

  it('refuses an address an account already uses, an unknown shop and no shop, and writes nothing', async () => {
    const buyer = await registerBuyer(t.app);
    const count = async () => (await t.database.db.select().from(staffInvitations)).length;
    const before = await count();
    const taken = await call(t.app, 'POST', AdminStaffApi.invite, {
      token: operator.token,
      body: { email: buyer.email, shop_ids: [shops.a] },
    });
    expect(taken).toMatchObject({ status: 409, body: { error: 'EMAIL_EXISTS' } });
    const unknown = await call(t.app, 'POST', AdminStaffApi.invite, {
      token: operator.token,
      body: { email: newPerson().email, shop_ids: [999_999] },
    });
    expect(unknown).toMatchObject({ status: 400, body: { fields: { shop_ids: 'This shop does not exist' } } });
    const none = await call(t.app, 'POST', AdminStaffApi.invite, {
      token: operator.token,
      body: { email: newPerson().email, shop_ids: [] },
      lang: 'fr',
    });
    expect(none).toMatchObject({ status: 400, body: { fields: { shop_ids: 'Choisissez au moins une boutique' } } });
    expect(await count()).toBe(before);
  });

  it('is for operators only: a buyer gets 403, nobody 401', async () => {
    const buyer = await registerBuyer(t.app);
    const body = { email: newPerson().email, shop_ids: [shops.a] };
    expect((await call(t.app, 'POST', AdminStaffApi.invite, { body })).status).toBe(401);
    expect((await call(t.app, 'POST', AdminStaffApi.invite, { body, token: buyer.token })).status).toBe(403);
  });
});

describe('accepting an invitation', () => {
  it('shows what it is for, then makes a staff account of those shops, signed in to the console', async () => {
    const person = newPerson();
    const { code } = await invite(t.app, operator.token, person.email, [shops.a]);
    const view = await call(t.app, 'POST', AdminStaffApi.invitation, { body: { code } });
    expect(view.body.data).toMatchObject({ email: person.email, shops: [{ id: shops.a, name: expect.any(String) }] });

    const res = await accept(t.app, { code, account: person.account, password: person.password });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ account: person.account, role: 'staff', shops: [{ id: shops.a }] });
    expect(String(res.headers['set-cookie'])).toMatch(
      /^tw_admin=[\w-]{40,}; Path=\/api\/admin; .*HttpOnly; SameSite=Strict$/,
    );
    const me = await call(t.app, 'GET', '/api/admin/me', { token: tokenOfCookie(res.headers['set-cookie']) });
    expect(me.body.data).toMatchObject({ role: 'staff', shops: [{ id: shops.a }] });

    const [user] = await t.database.db.select().from(users).where(eq(users.id, res.body.data.id));
    expect(user).toMatchObject({ role: 'staff', email: person.email, balanceCents: 0 });
    const rows = await t.database.db.select().from(shopStaff).where(eq(shopStaff.userId, user!.id));
    expect(rows.map((r) => r.shopId)).toEqual([shops.a]);

    // The same code a second time: used.
    const again = await accept(t.app, { code, account: newPerson().account, password: 'another-1' });
    expect(again).toMatchObject({ status: 409, body: { error: 'INVITATION_USED' } });
    expect((await call(t.app, 'POST', AdminStaffApi.invitation, { body: { code } })).body.error).toBe(
      'INVITATION_USED',
    );
  });

  it('signs in to the console, and stays out of the platform’s desks and the buyer’s app', async () => {
    const staff = await staffOf(t.app, operator.token, [shops.b]);
    const res = await signIn(staff.account, staff.password);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ role: 'staff', shops: [{ id: shops.b }] });
    const token = tokenOfCookie(res.headers['set-cookie']);
    expect((await call(t.app, 'GET', AdminStaffApi.list, { token })).status).toBe(403);
    // Not a buyer's account: the buyer's login and the buyer's routes refuse it.
    const asBuyer = await call(t.app, 'POST', '/api/user/login', {
      body: { account: staff.account, password: staff.password },
    });
    expect(asBuyer).toMatchObject({ status: 403, body: { error: 'FORBIDDEN' } });
    expect((await call(t.app, 'GET', '/api/user/getUserInfo', { token })).status).toBe(403);
    expect((await call(t.app, 'GET', '/api/user/order_list', { token })).status).toBe(403);
  });

  it('refuses an expired, a revoked and an unknown code, with the account’s rules on name and password', async () => {
    const expired = newPerson();
    const { code, invitation } = await invite(t.app, operator.token, expired.email, [shops.a]);
    await t.database.db
      .update(staffInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(staffInvitations.id, invitation.id));
    const late = await accept(t.app, { code, account: expired.account, password: expired.password });
    expect(late).toMatchObject({ status: 409, body: { error: 'INVITATION_EXPIRED' } });

    const revoked = newPerson();
    const second = await invite(t.app, operator.token, revoked.email, [shops.a]);
    const revoke = await call(t.app, 'POST', AdminStaffApi.revoke, {
      token: operator.token,
      body: { id: second.invitation.id },
    });
    expect(revoke.status).toBe(200);
    const gone = await accept(t.app, { code: second.code, account: revoked.account, password: revoked.password });
    expect(gone).toMatchObject({ status: 404, body: { error: 'INVITATION_INVALID' } });

    const unknown = await accept(t.app, {
      code: 'no-such-code',
      account: newPerson().account,
      password: 'pass-word-1',
    });
    expect(unknown).toMatchObject({ status: 404, body: { error: 'INVITATION_INVALID' } });

    const person = newPerson();
    const open = await invite(t.app, operator.token, person.email, [shops.a]);
    const short = await accept(t.app, { code: open.code, account: 'x!', password: '123' });
    expect(short.status).toBe(400);
    expect(Object.keys(short.body.fields).sort()).toEqual(['account', 'password']);
    const buyer = await registerBuyer(t.app);
    const taken = await accept(t.app, { code: open.code, account: buyer.account, password: person.password });
    expect(taken).toMatchObject({ status: 409, body: { error: 'ACCOUNT_EXISTS' } });
    // Nothing was made, and the code still works.
    expect((await t.database.db.select().from(users).where(eq(users.email, person.email))).length).toBe(0);
    const ok = await accept(t.app, { code: open.code, account: person.account, password: person.password });
    expect(ok.status).toBe(200);

    // A later invitation of the same address replaces an open one.
    const twice = newPerson();
    const first = await invite(t.app, operator.token, twice.email, [shops.a]);
    await invite(t.app, operator.token, twice.email, [shops.b]);
    const replaced = await accept(t.app, { code: first.code, account: twice.account, password: twice.password });
    expect(replaced.body.error).toBe('INVITATION_INVALID');
  });
});

describe('one invitation, one account', () => {
  it('redeemed by five at once: one account is made, the others hear it was used', async () => {
    const person = newPerson();
    const { code, invitation } = await invite(t.app, operator.token, person.email, [shops.a]);
    const tries = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        accept(t.app, { code, account: `${person.account}x${i}`, password: person.password }),
      ),
    );
    expect(tries.filter((res) => res.status === 200)).toHaveLength(1);
    expect(tries.filter((res) => res.body.error === 'INVITATION_USED')).toHaveLength(4);
    expect((await t.database.db.select().from(users).where(eq(users.email, person.email))).length).toBe(1);
    const [row] = await t.database.db.select().from(staffInvitations).where(eq(staffInvitations.id, invitation.id));
    expect(row!.acceptedBy).toBe(tries.find((res) => res.status === 200)!.body.data.id);
  });
});

describe('the staff desk', () => {
  it('lists staff with their shops, changes their shops at once, and removes them', async () => {
    const staff = await staffOf(t.app, operator.token, [shops.a]);
    const list = async () =>
      (await call(t.app, 'GET', AdminStaffApi.list, { token: operator.token, query: { limit: '50' } })).body.data
        .list as { id: number; shops: { id: number }[] }[];
    expect((await list()).find((s) => s.id === staff.id)!.shops.map((s) => s.id)).toEqual([shops.a]);

    const change = await call(t.app, 'POST', AdminStaffApi.shops, {
      token: operator.token,
      body: { user_id: staff.id, shop_ids: [shops.b] },
    });
    expect(change.status).toBe(200);
    const me = await call(t.app, 'GET', '/api/admin/me', { token: staff.token });
    expect(me.body.data.shops.map((s: { id: number }) => s.id)).toEqual([shops.b]);

    const removed = await call(t.app, 'POST', AdminStaffApi.remove, {
      token: operator.token,
      body: { user_id: staff.id },
    });
    expect(removed.status).toBe(200);
    expect((await list()).some((s) => s.id === staff.id)).toBe(false);
    expect((await call(t.app, 'GET', '/api/admin/me', { token: staff.token })).status).toBe(401);
    expect((await signIn(staff.account, staff.password)).json().error).toBe('ACCOUNT_DISABLED');
    expect((await t.database.db.select().from(shopStaff).where(eq(shopStaff.userId, staff.id))).length).toBe(0);

    // An operator or a buyer is not staff: not found on the staff desk.
    const buyer = await registerBuyer(t.app);
    const notStaff = await call(t.app, 'POST', AdminStaffApi.remove, {
      token: operator.token,
      body: { user_id: buyer.id },
    });
    expect(notStaff.status).toBe(404);
  });
});
