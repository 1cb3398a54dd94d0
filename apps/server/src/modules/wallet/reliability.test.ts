import { beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { useTestApp } from '../../test/build.js';
import { call } from '../../test/api.js';
import { ledgerEntries, recharges, withdrawals } from '../../db/schema/index.js';
import {
  balanceOf,
  destinationsReady,
  expectLedgerHolds,
  operatorOf,
  PAY_CODE,
  pngBytes,
  seedNetworks,
  upload,
  walletBuyer,
} from '../../test/wallet.js';

/** docs/architecture.md §9's reliability bars for money, on PGlite and (in `npm test`) again on PostgreSQL. */
const t = useTestApp();
const ready = destinationsReady(t);
let operator: { token: string; id: number };
let networkId: number;
beforeAll(async () => {
  operator = await operatorOf(t.app, t.database);
  networkId = (await seedNetworks(t.database))[0]!.id;
  // Withdrawals of 1.00 must be allowed for the overdraft scenario.
  await call(t.app, 'POST', '/api/admin/wallet_settings_save', {
    token: operator.token,
    body: { rate_bps: 0, fee_min: '0', withdraw_min: '1' },
  });
});

const chainWithdrawal = (amount: string) => ({
  type: 'chain',
  amount,
  pay_password: PAY_CODE,
  network_id: networkId,
  address: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE',
});
const withdraw = async (token: string, body: unknown, key: string) => {
  await ready(token, body);
  return call(t.app, 'POST', '/api/user/extract', { token, body, headers: { 'idempotency-key': key } });
};
const countOf = async (table: typeof withdrawals | typeof recharges, userId: number) =>
  Number((await t.database.db.select({ n: count() }).from(table).where(eq(table.userId, userId)))[0]!.n);

describe('reliability', () => {
  it('no overdraft: balance 100.00, 200 parallel withdrawals of 1.00 with distinct keys → exactly 100 succeed', async () => {
    const buyer = await walletBuyer(t.app, t.database, 10_000);
    const results = await Promise.all(
      Array.from({ length: 200 }, (_, i) => withdraw(buyer.token, chainWithdrawal('1.00'), `overdraft-${i}`)),
    );
    const succeeded = results.filter((r) => r.status === 200);
    expect(succeeded).toHaveLength(100);
    expect(results.filter((r) => r.status !== 200).every((r) => r.body.error === 'INSUFFICIENT_BALANCE')).toBe(true);
    expect(await balanceOf(t.database, buyer.id)).toBe(0);
    expect(await countOf(withdrawals, buyer.id)).toBe(100);
    await expectLedgerHolds(t.database);
  });

  it('idempotency: 50 parallel copies under one key → one effect, the same answer; another body → 422', async () => {
    const buyer = await walletBuyer(t.app, t.database, 10_000);
    const results = await Promise.all(
      Array.from({ length: 50 }, () => withdraw(buyer.token, chainWithdrawal('12.34'), 'same-key')),
    );
    expect(results.every((r) => r.status === 200)).toBe(true);
    const ids = new Set(results.map((r) => r.body.data.id));
    expect(ids.size).toBe(1);
    expect(new Set(results.map((r) => JSON.stringify(r.body.data))).size).toBe(1);
    expect(await balanceOf(t.database, buyer.id)).toBe(10_000 - 1_234);
    expect(await countOf(withdrawals, buyer.id)).toBe(1);

    const other = await withdraw(buyer.token, chainWithdrawal('12.35'), 'same-key');
    expect(other.status).toBe(422);
    expect(other.body.error).toBe('IDEMPOTENCY_MISMATCH');
    expect(await balanceOf(t.database, buyer.id)).toBe(10_000 - 1_234);

    // Keys belong to their buyer: another buyer's 'same-key' is a key of their own.
    const second = await walletBuyer(t.app, t.database, 5_000);
    expect((await withdraw(second.token, chainWithdrawal('12.34'), 'same-key')).status).toBe(200);
    await expectLedgerHolds(t.database);
  });

  it('idempotency: a wrong payment code is not the remembered answer; the right one under the same key goes through', async () => {
    const buyer = await walletBuyer(t.app, t.database, 5_000);
    const wrong = await withdraw(buyer.token, { ...chainWithdrawal('5'), pay_password: '999999' }, 'retry-key');
    expect(wrong.body.error).toBe('PAY_CODE_WRONG');
    const right = await withdraw(buyer.token, chainWithdrawal('5'), 'retry-key');
    expect(right.status).toBe(200);
    const replay = await withdraw(buyer.token, chainWithdrawal('5'), 'retry-key');
    expect(replay.body.data.id).toBe(right.body.data.id);
    expect(await balanceOf(t.database, buyer.id)).toBe(4_500);
  });

  it('idempotency: recharges too — one record for one key', async () => {
    const buyer = await walletBuyer(t.app, t.database);
    const evidence = (await upload(t.app, buyer.token, await pngBytes())).body.data.url;
    const body = { method: 'manual', amount: '30', evidence, remark: '' };
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        call(t.app, 'POST', '/api/user/recharge', { token: buyer.token, body, headers: { 'idempotency-key': 'r-1' } }),
      ),
    );
    expect(new Set(results.map((r) => r.body.data.id)).size).toBe(1);
    expect(await countOf(recharges, buyer.id)).toBe(1);
  });

  it('double decision: the same recharge passed twice at once → credited once', async () => {
    const buyer = await walletBuyer(t.app, t.database);
    const evidence = (await upload(t.app, buyer.token, await pngBytes())).body.data.url;
    const created = await call(t.app, 'POST', '/api/user/recharge', {
      token: buyer.token,
      body: { method: 'chain', amount: '80', network_id: networkId, address: 'TXsenderAddress123', evidence },
    });
    const id = created.body.data.id;
    const decisions = await Promise.all(
      Array.from({ length: 2 }, () =>
        call(t.app, 'POST', '/api/admin/recharge_pass', { token: operator.token, body: { id, amount: '80' } }),
      ),
    );
    expect(decisions.map((d) => d.status).sort()).toEqual([200, 409]);
    expect(await balanceOf(t.database, buyer.id)).toBe(8_000);
    const credits = await t.database.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.reference, `recharge:${id}`));
    expect(credits).toHaveLength(1);
    await expectLedgerHolds(t.database);
  });

  /** Amounts as they appear in the JSON text: some cannot even be written as a JavaScript value. */
  const AMOUNTS: [string, string][] = [
    ['"-1"', 'a negative amount'],
    ['"0"', 'zero'],
    ['"0.001"', 'a third decimal'],
    ['"1e3"', 'an exponent'],
    ['"9007199254740993"', 'more than a safe integer'],
    ['""', 'nothing'],
    ['1e309', 'a JSON number past the largest double'],
    ['9007199254740993', 'a JSON number past the safe integers'],
    ['12', 'a JSON number'],
    ['true', 'a boolean'],
    ['null', 'null'],
  ];
  it.each(AMOUNTS)('amounts: %s (%s) → a clear 400 naming the amount; nothing written', async (amountJson) => {
    const buyer = await walletBuyer(t.app, t.database, 5_000);
    const { amount: _ignored, ...rest } = chainWithdrawal('1');
    const payload = `{"amount":${amountJson},${JSON.stringify(rest).slice(1)}`;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/extract',
      headers: { token: buyer.token, 'content-type': 'application/json', 'idempotency-key': `amount-${amountJson}` },
      payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toHaveProperty('amount');
    expect(res.json().msg).toBeTruthy();
    expect(await balanceOf(t.database, buyer.id)).toBe(5_000);
    expect(await countOf(withdrawals, buyer.id)).toBe(0);
  });

  it('amounts: decimal strings are exact cents, so 0.10 + 0.20 is 0.30', async () => {
    const buyer = await walletBuyer(t.app, t.database);
    const card = { number: '4242424242424242', holder: 'Camille Durand', expiry: '12/30' };
    for (const amount of ['0.10', '0.20']) {
      await call(t.app, 'POST', '/api/user/recharge', { token: buyer.token, body: { method: 'card', amount, card } });
    }
    expect(await balanceOf(t.database, buyer.id)).toBe(30);
    const bill = await call(t.app, 'GET', '/api/user/bill', { token: buyer.token });
    expect(bill.body.data.list.map((e: { balance_after_cents: number }) => e.balance_after_cents)).toEqual([30, 10]);
    await expectLedgerHolds(t.database);
  });
});
