import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { useTestApp } from '../../test/build.js';
import { call } from '../../test/api.js';
import { notifications, withdrawalHolds, withdrawals } from '../../db/schema/index.js';
import {
  balanceOf,
  expectLedgerHolds,
  makeUsable,
  operatorOf,
  PAY_CODE,
  readyDestination,
  seedNetworks,
  TRON_ADDRESS,
  walletBuyer,
} from '../../test/wallet.js';

/** Decision 052 (withdrawal protections): the address book's wait, holds after security changes, limits, two approvals. */
const t = useTestApp();
let network: Record<string, number> = {};
let operator: { token: string; id: number };
let second: { token: string; id: number };
const DEFAULT_LIMITS = {
  destination_wait_minutes: 1440,
  hold_minutes: 1440,
  max: '10000.00',
  daily_max: '20000.00',
  dual_approval: '5000.00',
};
beforeAll(async () => {
  network = Object.fromEntries((await seedNetworks(t.database)).map((n) => [n.name, n.id]));
  operator = await operatorOf(t.app, t.database);
  second = await operatorOf(t.app, t.database);
});
const limits = (body: Partial<typeof DEFAULT_LIMITS>) =>
  call(t.app, 'POST', '/api/admin/withdrawal_limits_save', {
    token: operator.token,
    body: { ...DEFAULT_LIMITS, ...body },
  });
afterEach(async () => {
  expect((await limits({})).status).toBe(200);
});

const card = { bank_name: 'BNP Paribas', card_number: '4970 1012 3456 7890', holder: 'Camille Durand' };
const chain = () => ({ type: 'chain', network_id: network.TRC20, address: TRON_ADDRESS });
const add = (token: string, body: object, lang?: string) =>
  call(t.app, 'POST', '/api/user/withdraw_account_add', { token, body, lang });
const withdraw = (token: string, body: object, options: { key?: string; lang?: string } = {}) =>
  call(t.app, 'POST', '/api/user/extract', {
    token,
    lang: options.lang,
    body: { amount: '20', pay_password: PAY_CODE, ...body },
    headers: options.key ? { 'idempotency-key': options.key } : undefined,
  });
const withdrawalsOf = async (userId: number) =>
  Number((await t.database.db.select({ n: count() }).from(withdrawals).where(eq(withdrawals.userId, userId)))[0]!.n);

describe('the payout address book', () => {
  it('a new destination waits the operator’s time, with its end shown, and the buyer is told at once', async () => {
    const buyer = await walletBuyer(t.app, t.database, 50_000);
    const before = Date.now();
    const res = await add(buyer.token, chain());
    expect(res.status).toBe(200);
    expect(res.body.msg).toBe('Destination saved; it can be used once its waiting time is over');
    expect(res.body.data).toMatchObject({ type: 'chain', address: TRON_ADDRESS, usable: false });
    const waitMs = new Date(res.body.data.usable_at).getTime() - before;
    expect(waitMs).toBeGreaterThan(23.9 * 3600_000);
    expect(waitMs).toBeLessThan(24.1 * 3600_000);

    const notices = await t.database.db.select().from(notifications).where(eq(notifications.userId, buyer.id));
    expect(notices).toEqual([
      expect.objectContaining({
        kind: 'destination_added',
        params: { destination: `TRC20 ${TRON_ADDRESS}`, usable_at: res.body.data.usable_at },
      }),
    ]);

    const young = await withdraw(buyer.token, chain());
    expect(young.status).toBe(409);
    expect(young.body.error).toBe('DESTINATION_WAITING');
    const until = String(res.body.data.usable_at).slice(0, 16).replace('T', ' ');
    expect(young.body.msg).toBe(`This payout destination is new: it can be used from ${until} (UTC)`);
    const french = await withdraw(buyer.token, chain(), { lang: 'fr' });
    expect(french.body.msg).toBe(
      `Cette destination de retrait est nouvelle : elle sera utilisable à partir du ${until} (UTC)`,
    );
    expect(await balanceOf(t.database, buyer.id)).toBe(50_000);
    expect(await withdrawalsOf(buyer.id)).toBe(0);

    await makeUsable(t.database, res.body.data.id);
    const ok = await withdraw(buyer.token, chain());
    expect(ok.status).toBe(200);
    expect(ok.body.data).toMatchObject({ type: 'chain', amount_cents: 2_000, status: 0 });
    expect(await balanceOf(t.database, buyer.id)).toBe(48_000);
    await expectLedgerHolds(t.database);
  });

  it('a card or address not in the book is refused, and nothing is written', async () => {
    const buyer = await walletBuyer(t.app, t.database, 50_000);
    const unsaved = await withdraw(buyer.token, { type: 'bank', ...card, save: true });
    expect(unsaved.body).toMatchObject({
      error: 'DESTINATION_NOT_SAVED',
      msg: 'Withdrawals go only to a saved payout destination: add it to your payout addresses first',
    });
    // A card whose bank, last four and holder match a saved one, but whose number differs, is another card.
    await readyDestination(t.app, t.database, buyer.token, { type: 'bank', ...card });
    const lookalike = await withdraw(buyer.token, { type: 'bank', ...card, card_number: '5555 0000 3456 7890' });
    expect(lookalike.body.error).toBe('DESTINATION_NOT_SAVED');
    expect(await balanceOf(t.database, buyer.id)).toBe(50_000);
    expect(await withdrawalsOf(buyer.id)).toBe(0);
    const list = await call(t.app, 'GET', '/api/user/withdraw_accounts', { token: buyer.token });
    expect(list.body.data.list).toHaveLength(1);
  });

  it('checks an address per network (EIP-55 checksum) and refuses the same destination twice', async () => {
    const buyer = await walletBuyer(t.app, t.database);
    const badSum = await add(buyer.token, {
      type: 'chain',
      network_id: network.ERC20,
      address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD',
    });
    expect(badSum.status).toBe(400);
    expect(badSum.body.fields).toEqual({ address: 'This address fails its checksum: copy it again, whole' });
    const good = { type: 'chain', network_id: network.ERC20, address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed' };
    expect((await add(buyer.token, good)).status).toBe(200);
    const again = await add(buyer.token, good, 'ja');
    expect(again.body).toMatchObject({ error: 'DESTINATION_EXISTS', msg: 'この出金先はすでに登録されています' });
  });
});

describe('holds after security changes', () => {
  it('setting the first payment code holds nothing; changing it holds withdrawals, refused with the hold’s end', async () => {
    const buyer = await walletBuyer(t.app, t.database, 50_000);
    await readyDestination(t.app, t.database, buyer.token, chain());
    const info = await call(t.app, 'GET', '/api/user/extract', { token: buyer.token });
    expect(info.body.data.hold).toBeNull();

    const changed = await call(t.app, 'POST', '/api/user/resetPay', {
      token: buyer.token,
      body: { old_pay_password: PAY_CODE, pay_password: '135790', re_pay_password: '135790' },
    });
    expect(changed.status).toBe(200);
    const held = await call(t.app, 'GET', '/api/user/extract', { token: buyer.token });
    expect(held.body.data.hold).toMatchObject({ reason: 'pay_code_changed' });
    const until = new Date(held.body.data.hold.until);
    expect(until.getTime() - Date.now()).toBeGreaterThan(23.9 * 3600_000);

    const refused = await withdraw(buyer.token, { ...chain(), pay_password: '135790' });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe('WITHDRAW_HELD');
    const shown = until.toISOString().slice(0, 16).replace('T', ' ');
    expect(refused.body.msg).toBe(
      `Withdrawals are paused until ${shown} (UTC) after a security change on your account`,
    );
    expect(await balanceOf(t.database, buyer.id)).toBe(50_000);
    expect(await withdrawalsOf(buyer.id)).toBe(0);
  });

  it('a password change ends every session and holds withdrawals', async () => {
    const buyer = await walletBuyer(t.app, t.database, 50_000);
    const res = await call(t.app, 'POST', '/api/user/resetpwd', {
      token: buyer.token,
      body: { oldpassword: buyer.password, newpassword: 'another-pass-1', renewpassword: 'another-pass-1' },
    });
    expect(res.status).toBe(200);
    expect((await call(t.app, 'GET', '/api/user/extract', { token: buyer.token })).status).toBe(401);
    const login = await call(t.app, 'POST', '/api/user/login', {
      body: { account: buyer.account, password: 'another-pass-1' },
    });
    const token = login.body.data.userinfo.token as string;
    const info = await call(t.app, 'GET', '/api/user/extract', { token });
    expect(info.body.data.hold).toMatchObject({ reason: 'password_changed' });
  });

  it('a sign-in from a new device holds withdrawals; from a known one it does not', async () => {
    const buyer = await walletBuyer(t.app, t.database, 50_000);
    const login = (device: string) =>
      call(t.app, 'POST', '/api/user/login', {
        body: { account: buyer.account, password: buyer.password },
        headers: {
          'x-device': device,
          'user-agent': 'Mozilla/5.0 (Linux; Android 14) Chrome/131.0 Mobile Safari/537.36',
        },
      });
    const known = await login('first-device-key-0001');
    // Registration came from another browser (no key, another user agent): this one is new.
    const firstInfo = await call(t.app, 'GET', '/api/user/extract', { token: known.body.data.userinfo.token });
    expect(firstInfo.body.data.hold).toMatchObject({ reason: 'new_device' });
    await t.database.db.delete(withdrawalHolds).where(eq(withdrawalHolds.userId, buyer.id));
    const again = await login('first-device-key-0001');
    const info = await call(t.app, 'GET', '/api/user/extract', { token: again.body.data.userinfo.token });
    expect(info.body.data.hold).toBeNull();
  });
});

describe('sessions', () => {
  it('a buyer sees their sessions and ends another one; another buyer’s is not found', async () => {
    const buyer = await walletBuyer(t.app, t.database);
    const phone = await call(t.app, 'POST', '/api/user/login', {
      body: { account: buyer.account, password: buyer.password },
      headers: {
        'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Version/17.0 Mobile Safari/604.1',
      },
    });
    const phoneToken = phone.body.data.userinfo.token as string;
    const list = await call(t.app, 'GET', '/api/user/sessions', { token: buyer.token });
    expect(list.body.data.list).toHaveLength(2);
    const other = list.body.data.list.find((s: { current: boolean }) => !s.current);
    expect(other).toMatchObject({ browser: 'Safari', device: 'iOS' });
    expect(other.signed_in_at).toBeTruthy();
    expect(other.last_seen_at).toBeTruthy();

    const stranger = await walletBuyer(t.app, t.database);
    const refused = await call(t.app, 'POST', '/api/user/session_end', {
      token: stranger.token,
      body: { id: other.id },
    });
    expect(refused.status).toBe(404);
    expect((await call(t.app, 'GET', '/api/user/getUserInfo', { token: phoneToken })).status).toBe(200);

    const ended = await call(t.app, 'POST', '/api/user/session_end', { token: buyer.token, body: { id: other.id } });
    expect(ended.body.msg).toBe('Session ended');
    expect((await call(t.app, 'GET', '/api/user/getUserInfo', { token: phoneToken })).status).toBe(401);
    expect((await call(t.app, 'GET', '/api/user/getUserInfo', { token: buyer.token })).status).toBe(200);
  });
});

describe('limits', () => {
  it('one withdrawal above the operator’s maximum is refused in the buyer’s language', async () => {
    await limits({ max: '100.00' });
    const buyer = await walletBuyer(t.app, t.database, 50_000);
    await readyDestination(t.app, t.database, buyer.token, chain());
    const res = await withdraw(buyer.token, { ...chain(), amount: '100.01' }, { lang: 'ko' });
    expect(res.body).toMatchObject({ error: 'WITHDRAW_ABOVE_MAX', msg: '1회 출금은 최대 100.00입니다' });
    expect(await withdrawalsOf(buyer.id)).toBe(0);
  });

  it('the rolling 24 hours hold under 50 parallel withdrawals: exactly what the limit allows goes through', async () => {
    await limits({ daily_max: '100.00' });
    const buyer = await walletBuyer(t.app, t.database, 100_000);
    await readyDestination(t.app, t.database, buyer.token, chain());
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) => withdraw(buyer.token, { ...chain(), amount: '10' }, { key: `day-${i}` })),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(10);
    const refused = results.filter((r) => r.status !== 200);
    expect(refused.every((r) => r.body.error === 'WITHDRAW_DAILY_LIMIT')).toBe(true);
    expect(await balanceOf(t.database, buyer.id)).toBe(90_000);
    expect(await withdrawalsOf(buyer.id)).toBe(10);
    const info = await call(t.app, 'GET', '/api/user/extract', { token: buyer.token });
    expect(info.body.data.daily_left_cents).toBe(0);
    await expectLedgerHolds(t.database);
  });
});

describe('two-person approval', () => {
  it('above the amount: the first approval is recorded, the same operator again refused, another pays it once', async () => {
    await limits({ dual_approval: '50.00' });
    const buyer = await walletBuyer(t.app, t.database, 50_000);
    await readyDestination(t.app, t.database, buyer.token, chain());
    const { id } = (await withdraw(buyer.token, { ...chain(), amount: '100' })).body.data;
    const pass = (who: { token: string }, lang?: string) =>
      call(t.app, 'POST', '/api/admin/withdrawal_pass', { token: who.token, body: { id }, lang });

    const first = await pass(operator);
    expect(first.body).toMatchObject({
      msg: 'First approval recorded; another operator must approve it',
      data: { id, status: 0 },
    });
    const desk = await call(t.app, 'GET', '/api/admin/withdrawals', {
      token: operator.token,
      query: { status: '0', account: buyer.account },
    });
    const row = desk.body.data.list.find((w: { id: number }) => w.id === id);
    expect(row).toMatchObject({ needs_two: true, first_approved_by: expect.any(String) });

    const twice = await pass(operator, 'zh-cn');
    expect(twice.body).toMatchObject({ error: 'SAME_APPROVER', msg: '第二次审批须由另一位运营人员完成' });
    expect((await t.database.db.select().from(withdrawals).where(eq(withdrawals.id, id)))[0]!.status).toBe(0);

    const [a, b] = await Promise.all([pass(second), pass(second)]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const [done] = await t.database.db.select().from(withdrawals).where(eq(withdrawals.id, id));
    expect(done).toMatchObject({ status: 1, decidedBy: second.id, firstApprovedBy: operator.id });
    expect(await balanceOf(t.database, buyer.id)).toBe(40_000);
    const check = await call(t.app, 'GET', '/api/admin/ledger_check', { token: operator.token });
    expect(check.body.data).toMatchObject({ ok: true, problems: [] });
    await expectLedgerHolds(t.database);
  });

  it('at or below the amount one approval passes it', async () => {
    const buyer = await walletBuyer(t.app, t.database, 50_000);
    await readyDestination(t.app, t.database, buyer.token, chain());
    const { id } = (await withdraw(buyer.token, chain())).body.data;
    const res = await call(t.app, 'POST', '/api/admin/withdrawal_pass', { token: operator.token, body: { id } });
    expect(res.body).toMatchObject({ msg: 'Passed', data: { status: 1 } });
  });
});
