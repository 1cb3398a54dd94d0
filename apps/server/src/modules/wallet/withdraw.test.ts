import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { useTestApp } from '../../test/build.js';
import { call } from '../../test/api.js';
import { cardReveals, users, withdrawals } from '../../db/schema/index.js';
import {
  balanceOf,
  destinationsReady,
  expectLedgerHolds,
  operatorOf,
  PAY_CODE,
  seedNetworks,
  walletBuyer,
} from '../../test/wallet.js';

const t = useTestApp();
const ready = destinationsReady(t);
let networkId: number;
let operator: { token: string; id: number };
beforeAll(async () => {
  networkId = (await seedNetworks(t.database))[0]!.id;
  operator = await operatorOf(t.app, t.database);
});

const bank = (amount: string, extra: Record<string, unknown> = {}) => ({
  type: 'bank',
  amount,
  pay_password: PAY_CODE,
  bank_name: 'BNP Paribas',
  card_number: '4970 1012 3456 7890',
  holder: 'Camille Durand',
  ...extra,
});
const withdraw = async (token: string, body: Record<string, unknown>, key?: string) => {
  await ready(token, body);
  return call(t.app, 'POST', '/api/user/extract', {
    token,
    body,
    headers: key ? { 'idempotency-key': key } : undefined,
  });
};

describe('what the withdraw screen needs', () => {
  it('balance, fee rule, minimum, networks, saved accounts and whether a payment code is set', async () => {
    const buyer = await walletBuyer(t.app, t.database, 50_000);
    const res = await call(t.app, 'GET', '/api/user/extract', { token: buyer.token });
    expect(res.body.data).toMatchObject({
      balance_cents: 50_000,
      fee: { rate_bps: 100, min_cents: 100 },
      min_cents: 1_000,
      accounts: [],
      has_pay_password: true,
    });
    expect(res.body.data.networks[0]).toMatchObject({ name: 'TRC20' });
  });

  it('a service charge above 50 % is refused with a field message in the operator language, and nothing changes', async () => {
    const res = await call(t.app, 'POST', '/api/admin/wallet_settings_save', {
      token: operator.token,
      lang: 'fr',
      body: { rate_bps: 5_001, fee_min: '1', withdraw_min: '10' },
    });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ rate_bps: 'Cette valeur n’est pas valide' });
    const buyer = await walletBuyer(t.app, t.database, 0);
    const info = await call(t.app, 'GET', '/api/user/extract', { token: buyer.token });
    expect(info.body.data).toMatchObject({ fee: { rate_bps: 100, min_cents: 100 }, min_cents: 1_000 });
  });
});

describe('withdrawal to a bank card', () => {
  it('holds the amount at once, charges the fee, stores the card sealed and shows it masked', async () => {
    const buyer = await walletBuyer(t.app, t.database, 50_000);
    const res = await withdraw(buyer.token, bank('250.00', { save: true }));
    expect(res.status).toBe(200);
    expect(res.body.msg).toBe('Withdrawal submitted; it is being audited');
    expect(res.body.data).toMatchObject({
      type: 'bank',
      amount_cents: 25_000,
      fee_cents: 250,
      arrival_cents: 24_750,
      status: 0,
      masked: '•••• 7890',
    });
    expect(await balanceOf(t.database, buyer.id)).toBe(25_000);
    const [row] = await t.database.db.select().from(withdrawals).where(eq(withdrawals.id, res.body.data.id));
    expect(row!.cardCipher).not.toContain('7890');
    expect(JSON.stringify(row)).not.toContain('4970101234567890');

    const accounts = await call(t.app, 'GET', '/api/user/withdraw_accounts', { token: buyer.token });
    expect(accounts.body.data.list).toEqual([
      expect.objectContaining({ type: 'bank', masked: '•••• 7890', holder: 'Camille Durand' }),
    ]);

    const desk = await call(t.app, 'GET', '/api/admin/withdrawals', { token: operator.token, query: { status: '0' } });
    expect(desk.body.data.list).toEqual([
      expect.objectContaining({ id: res.body.data.id, masked: '•••• 7890', holder: 'Camille Durand', address: null }),
    ]);
    expect(JSON.stringify(desk.body)).not.toContain('4970101234567890');

    const reveal = await call(t.app, 'POST', '/api/admin/withdrawal_reveal', {
      token: operator.token,
      body: { id: res.body.data.id },
    });
    expect(reveal.body.data.card_number).toBe('4970101234567890');
    const reveals = await t.database.db
      .select()
      .from(cardReveals)
      .where(eq(cardReveals.withdrawalId, res.body.data.id));
    expect(reveals).toEqual([expect.objectContaining({ operatorId: operator.id })]);
    await expectLedgerHolds(t.database);
  });

  it('the fee has its minimum and rounds half up to the cent', async () => {
    const buyer = await walletBuyer(t.app, t.database, 50_000);
    expect((await withdraw(buyer.token, bank('20'))).body.data.fee_cents).toBe(100); // 1 % = 0.20 → minimum 1.00
    expect((await withdraw(buyer.token, bank('123.50'))).body.data.fee_cents).toBe(124); // 1.235 → 1.24
  });

  it('refuses an amount above the balance or below the minimum, and writes nothing', async () => {
    const buyer = await walletBuyer(t.app, t.database, 5_000);
    const above = await withdraw(buyer.token, bank('50.01'));
    expect(above.body.error).toBe('INSUFFICIENT_BALANCE');
    const below = await withdraw(buyer.token, bank('9.99'));
    expect(below.body).toMatchObject({ error: 'WITHDRAW_BELOW_MIN', msg: 'The minimum withdrawal is 10.00' });
    expect(await balanceOf(t.database, buyer.id)).toBe(5_000);
    expect((await call(t.app, 'GET', '/api/user/extract_log', { token: buyer.token })).body.data.total).toBe(0);
  });

  it('never takes a withdrawal of which nothing would arrive, whatever the operator set as the minimum', async () => {
    const settings = (body: object) =>
      call(t.app, 'POST', '/api/admin/wallet_settings_save', { token: operator.token, body });
    expect((await settings({ rate_bps: 100, fee_min: '5', withdraw_min: '1' })).status).toBe(200);
    try {
      const buyer = await walletBuyer(t.app, t.database, 5_000);
      const info = await call(t.app, 'GET', '/api/user/extract', { token: buyer.token });
      expect(info.body.data.min_cents).toBe(501);
      const eaten = await withdraw(buyer.token, bank('5.00'));
      expect(eaten.body).toMatchObject({ error: 'WITHDRAW_BELOW_MIN', msg: 'The minimum withdrawal is 5.01' });
      expect(await balanceOf(t.database, buyer.id)).toBe(5_000);
      expect((await withdraw(buyer.token, bank('5.01'))).body.data).toMatchObject({ fee_cents: 500, arrival_cents: 1 });
    } finally {
      await settings({ rate_bps: 100, fee_min: '1', withdraw_min: '10' });
    }
  });

  it('needs the right payment code; without one set it says so', async () => {
    const buyer = await walletBuyer(t.app, t.database, 5_000);
    const wrong = await withdraw(buyer.token, bank('20', { pay_password: '135790' }));
    expect(wrong.body.error).toBe('PAY_CODE_WRONG');
    const noCode = await walletBuyer(t.app, t.database, 5_000);
    await t.database.db.update(users).set({ payPasswordHash: null }).where(eq(users.id, noCode.id));
    const notSet = await withdraw(noCode.token, bank('20'));
    expect(notSet.body).toMatchObject({ error: 'PAY_CODE_NOT_SET', msg: 'You have not set a payment password' });
    expect(await balanceOf(t.database, buyer.id)).toBe(5_000);
  });
});

describe('on-chain withdrawal and the audit', () => {
  it('a refusal gives the money back through the ledger; the log filters all / 2 / 0 / 1', async () => {
    const buyer = await walletBuyer(t.app, t.database, 30_000);
    const body = {
      type: 'chain',
      amount: '100',
      pay_password: PAY_CODE,
      network_id: networkId,
      address: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE',
    };
    const first = await withdraw(buyer.token, body);
    const second = await withdraw(buyer.token, body);
    expect(first.body.data).toMatchObject({ type: 'chain', network: 'TRC20', masked: 'TQn9Y2…bLSE' });
    expect(await balanceOf(t.database, buyer.id)).toBe(10_000);

    const refused = await call(t.app, 'POST', '/api/admin/withdrawal_refuse', {
      token: operator.token,
      body: { id: first.body.data.id, reason: 'Address on a sanctions list' },
    });
    expect(refused.body.data).toMatchObject({ status: 2, refuse_reason: 'Address on a sanctions list' });
    expect(await balanceOf(t.database, buyer.id)).toBe(20_000);
    const passed = await call(t.app, 'POST', '/api/admin/withdrawal_pass', {
      token: operator.token,
      body: { id: second.body.data.id },
    });
    expect(passed.body.data.status).toBe(1);
    expect(
      (
        await call(t.app, 'POST', '/api/admin/withdrawal_pass', {
          token: operator.token,
          body: { id: second.body.data.id },
        })
      ).status,
    ).toBe(409);

    const ids = async (status: string) =>
      (await call(t.app, 'GET', '/api/user/extract_log', { token: buyer.token, query: { status } })).body.data.list.map(
        (w: { id: number }) => w.id,
      );
    expect(await ids('all')).toEqual([second.body.data.id, first.body.data.id]);
    expect(await ids('2')).toEqual([first.body.data.id]);
    expect(await ids('0')).toEqual([]);
    expect(await ids('1')).toEqual([second.body.data.id]);
    expect(
      (await call(t.app, 'GET', '/api/user/extract_log', { token: buyer.token, query: { status: '3' } })).status,
    ).toBe(400);

    const bill = await call(t.app, 'GET', '/api/user/bill', { token: buyer.token });
    expect(bill.body.data.list[0]).toMatchObject({
      type: 'withdraw_return',
      amount_cents: 10_000,
      balance_after_cents: 20_000,
    });
    const kinds = (await call(t.app, 'GET', '/api/user/notifications', { token: buyer.token })).body.data.list.map(
      (n: { kind: string }) => n.kind,
    );
    expect(kinds).toEqual(['withdraw_passed', 'withdraw_refused', 'destination_added']); // newest first
    await expectLedgerHolds(t.database);
  });
});

describe('a saved bank card', () => {
  it('is used again by its id, without the number being typed or sent; only by its owner', async () => {
    const buyer = await walletBuyer(t.app, t.database, 50_000);
    await withdraw(buyer.token, bank('20', { save: true }));
    const [account] = (await call(t.app, 'GET', '/api/user/withdraw_accounts', { token: buyer.token })).body.data.list;
    const again = await withdraw(buyer.token, bank('30', { card_number: '', account_id: account.id }));
    expect(again.status).toBe(200);
    expect(again.body.data).toMatchObject({ masked: '•••• 7890', amount_cents: 3_000 });
    const reveal = await call(t.app, 'POST', '/api/admin/withdrawal_reveal', {
      token: operator.token,
      body: { id: again.body.data.id },
    });
    expect(reveal.body.data.card_number).toBe('4970101234567890');

    const other = await walletBuyer(t.app, t.database, 50_000);
    const stolen = await withdraw(other.token, bank('30', { card_number: '', account_id: account.id }));
    expect(stolen.status).toBe(404);
    const neither = await withdraw(other.token, bank('30', { card_number: '' }));
    expect(neither.status).toBe(400);
    expect(neither.body.fields).toHaveProperty('card_number');
    expect(await balanceOf(t.database, other.id)).toBe(50_000);
  });
});

describe('ownership', () => {
  it("another buyer's saved account, notification or record cannot be touched", async () => {
    const owner = await walletBuyer(t.app, t.database, 10_000);
    const other = await walletBuyer(t.app, t.database);
    await withdraw(owner.token, bank('20', { save: true }));
    const [account] = (await call(t.app, 'GET', '/api/user/withdraw_accounts', { token: owner.token })).body.data.list;
    const del = await call(t.app, 'POST', '/api/user/withdraw_account_del', {
      token: other.token,
      body: { id: account.id },
    });
    expect(del.status).toBe(404);
    expect(
      (await call(t.app, 'GET', '/api/user/withdraw_accounts', { token: owner.token })).body.data.list,
    ).toHaveLength(1);
    expect((await call(t.app, 'GET', '/api/user/extract_log', { token: other.token })).body.data.total).toBe(0);
    expect((await call(t.app, 'GET', '/api/user/bill', { token: other.token })).body.data.total).toBe(0);
    const ok = await call(t.app, 'POST', '/api/user/withdraw_account_del', {
      token: owner.token,
      body: { id: account.id },
    });
    expect(ok.status).toBe(200);
  });
});
