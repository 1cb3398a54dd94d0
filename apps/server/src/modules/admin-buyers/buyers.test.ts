import { beforeAll, describe, expect, it } from 'vitest';
import { OrderStatus } from '@tradewind/contract';
import { useTestApp } from '../../test/build.js';
import { call, registerBuyer } from '../../test/api.js';
import { addAddress, insertOrderFixture, placeOrder } from '../../test/order-fixture.js';
import { operatorOf, PAY_CODE, walletBuyer } from '../../test/wallet.js';

const t = useTestApp();
let operator: Awaited<ReturnType<typeof operatorOf>>;
const shoppers: Awaited<ReturnType<typeof registerBuyer>>[] = [];
beforeAll(async () => {
  operator = await operatorOf(t.app, t.database);
  for (let i = 1; i <= 12; i += 1) {
    shoppers.push(
      await registerBuyer(t.app, { account: `shopper${String(i).padStart(2, '0')}`, familyName: 'Lemaire' }),
    );
  }
  shoppers.push(
    await registerBuyer(t.app, {
      account: 'yuki.tanaka',
      email: 'yuki@example.jp',
      mobile: '+81 90-1234-5678',
      familyName: 'Tanaka',
      givenName: 'Yuki',
    }),
  );
});

const search = async (query: Record<string, string>) => {
  const res = await call(t.app, 'GET', '/api/admin/buyers', { token: operator.token, query });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as { list: { id: number; account: string }[]; total: number; page: number; limit: number };
};
const accounts = (page: { list: { account: string }[] }) => page.list.map((row) => row.account);

describe('buyer search', () => {
  it('pages through buyers only, newest account first', async () => {
    const first = await search({ limit: '5' });
    expect(first).toMatchObject({ total: 13, page: 1, limit: 5 });
    expect(accounts(first)).toEqual(['yuki.tanaka', 'shopper12', 'shopper11', 'shopper10', 'shopper09']);
    const last = await search({ limit: '5', page: '3' });
    expect(accounts(last)).toEqual(['shopper03', 'shopper02', 'shopper01']);
    expect(accounts(await search({ limit: '5', page: '4' }))).toEqual([]);
    expect(accounts(await search({ keyword: operator.account }))).toEqual([]);
  });

  it('finds by account, name, email, mobile number (as dialled) and id', async () => {
    expect(accounts(await search({ keyword: 'SHOPPER1' }))).toEqual(['shopper12', 'shopper11', 'shopper10']);
    expect(accounts(await search({ keyword: 'yuki tanaka' }))).toEqual(['yuki.tanaka']);
    expect(accounts(await search({ keyword: 'tanaka yuki' }))).toEqual(['yuki.tanaka']);
    expect(accounts(await search({ keyword: 'example.jp' }))).toEqual(['yuki.tanaka']);
    expect(accounts(await search({ keyword: '90 1234 5678' }))).toEqual(['yuki.tanaka']);
    expect(accounts(await search({ keyword: '+8190' }))).toEqual(['yuki.tanaka']);
    // Digits also match inside accounts, emails and numbers; the buyer with that id comes first.
    expect(accounts(await search({ keyword: String(shoppers[2]!.id) }))[0]).toBe('shopper03');
    expect((await search({ keyword: 'shopper_' })).total).toBe(0);
    expect((await search({ keyword: 'lemaire' })).total).toBe(12);
  });

  it('answers each row as the console lists it', async () => {
    const yuki = shoppers[12]!;
    const [row] = (await search({ keyword: 'yuki' })).list;
    expect(row).toEqual({
      id: yuki.id,
      account: 'yuki.tanaka',
      nickname: 'Yuki Tanaka',
      email: 'yuki@example.jp',
      mobile: '+81 90-1234-5678',
      balance_cents: 0,
      created_at: expect.any(String),
      last_login_at: expect.any(String),
      disabled: false,
      disabled_at: null,
    });
    const out = await call(t.app, 'POST', '/api/user/logout', { token: yuki.token });
    expect(out.status, JSON.stringify(out.body)).toBe(200);
    expect((await search({ keyword: 'yuki' })).list[0]).toMatchObject({ last_login_at: null });
  });

  it('refuses a bad filter or page with the field named, and limits the page size', async () => {
    const bad: Record<string, string>[] = [
      { state: 'gone' },
      { page: '0' },
      { limit: '51' },
      { keyword: 'x'.repeat(65) },
    ];
    for (const query of bad) {
      const res = await call(t.app, 'GET', '/api/admin/buyers', { token: operator.token, query });
      expect(res.status, JSON.stringify(query)).toBe(400);
      expect(Object.keys(res.body.fields)).toEqual(Object.keys(query));
    }
  });
});

describe('one buyer', () => {
  it('shows the profile, balance and orders counted by state; an operator or unknown id is 404', async () => {
    const f = await insertOrderFixture(t.database);
    const buyer = await walletBuyer(t.app, t.database, 200_000);
    await addAddress(t.app, buyer.token);
    const unpaid = await placeOrder(t.app, buyer.token, [{ sku_id: f.sku.keyboard.id, quantity: 1 }]);
    const paid = await placeOrder(t.app, buyer.token, [{ sku_id: f.sku.keyboard.id, quantity: 2 }]);
    await call(t.app, 'POST', '/api/order/pay', {
      token: buyer.token,
      body: { order_ids: [paid.orders[0]!.id], pay_password: PAY_CODE },
    });
    const res = await call(t.app, 'GET', '/api/admin/buyer', {
      token: operator.token,
      query: { id: String(buyer.id) },
    });
    expect(res.body.data).toMatchObject({
      id: buyer.id,
      account: buyer.account,
      family_name: 'Durand',
      given_name: 'Camille',
      lang: 'en',
      has_pay_password: true,
      balance_cents: 200_000 - paid.total_cents,
      disabled: false,
      disabled_reason: null,
      orders: { total: 2 },
    });
    expect(unpaid.orders).toHaveLength(1);
    const byStatus = Object.fromEntries(
      res.body.data.orders.by_status.map((s: { status: number; count: number }) => [s.status, s.count]),
    );
    expect(byStatus).toEqual({
      [OrderStatus.WaitingPayment]: 1,
      [OrderStatus.WaitingDelivery]: 1,
      [OrderStatus.Delivered]: 0,
      [OrderStatus.Received]: 0,
      [OrderStatus.Completed]: 0,
      [OrderStatus.Cancelled]: 0,
      [OrderStatus.InAfterSale]: 0,
    });
    for (const id of [operator.id, 999_999]) {
      const missing = await call(t.app, 'GET', '/api/admin/buyer', {
        token: operator.token,
        query: { id: String(id) },
      });
      expect(missing.status).toBe(404);
    }
  });

  it('pages the buyer’s fund records newest first, with the adjustments made through balance_adjust', async () => {
    const buyer = await registerBuyer(t.app);
    for (let i = 1; i <= 7; i += 1) {
      const res = await call(t.app, 'POST', '/api/admin/balance_adjust', {
        token: operator.token,
        body: { user_id: buyer.id, amount: `${i}.00`, reason: `Goodwill ${i}` },
      });
      expect(res.status).toBe(200);
    }
    const ledger = (page: string) =>
      call(t.app, 'GET', '/api/admin/buyer_ledger', {
        token: operator.token,
        query: { id: String(buyer.id), page, limit: '3' },
      });
    const first = (await ledger('1')).body.data;
    expect(first).toMatchObject({ total: 7, page: 1, limit: 3 });
    expect(first.list.map((e: { amount_cents: number }) => e.amount_cents)).toEqual([700, 600, 500]);
    expect(first.list[0]).toMatchObject({ type: 'adjust', memo: 'Goodwill 7', balance_after_cents: 2_800 });
    const third = (await ledger('3')).body.data;
    expect(third.list.map((e: { memo: string }) => e.memo)).toEqual(['Goodwill 1']);
    const detail = await call(t.app, 'GET', '/api/admin/buyer', {
      token: operator.token,
      query: { id: String(buyer.id) },
    });
    expect(detail.body.data.balance_cents).toBe(2_800);
    const nobody = await call(t.app, 'GET', '/api/admin/buyer_ledger', {
      token: operator.token,
      query: { id: '999999' },
    });
    expect(nobody.status).toBe(404);
  });
});
