import { beforeAll, describe, expect, it } from 'vitest';
import { OrderStatus } from '@tradewind/contract';
import { useTestApp } from '../../test/build.js';
import { call } from '../../test/api.js';
import { operatorOf } from '../../test/wallet.js';
import { DAY_MS, dashboardKit } from './test-kit.js';

const t = useTestApp();
let operator: Awaited<ReturnType<typeof operatorOf>>;
beforeAll(async () => {
  operator = await operatorOf(t.app, t.database);
});

const dashboard = async (query: Record<string, string> = {}) => {
  const res = await call(t.app, 'GET', '/api/admin/dashboard', { token: operator.token, query });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
};
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const byState = (data: { orders_by_status: { status: number; count: number }[] }) =>
  Object.fromEntries(data.orders_by_status.map((s) => [s.status, s.count]));

describe('the dashboard', () => {
  it('answers zeros for an empty shop: 30 UTC days ending today, every order state, nothing pending', async () => {
    const now = Date.now();
    const data = await dashboard();
    expect(data.today).toBe(isoDay(now));
    expect(data.sales.days).toHaveLength(30);
    expect(data.sales.days[0]).toEqual({ date: isoDay(now - 29 * DAY_MS), amount_cents: 0, orders: 0 });
    expect(data.sales.today).toEqual({ date: isoDay(now), amount_cents: 0, orders: 0 });
    expect(data.sales).toMatchObject({ total_cents: 0, total_orders: 0 });
    expect(data.orders_by_status.map((s: { status: number }) => s.status)).toEqual([0, 1, 2, 3, 4, -1, -4]);
    expect(data.orders_by_status.every((s: { count: number }) => s.count === 0)).toBe(true);
    expect(data.pending).toEqual({
      recharges: 0,
      withdrawals: 0,
      refunds_applying: 0,
      refunds_awaiting_return: 0,
      deposits_reorged: 0,
    });
    expect(data.cancelled_after_payment).toBe(0);
    expect(data.low_stock).toEqual({ threshold: 5, total: 0, list: [] });
  });

  it('adds up a seeded month of orders, audits, refunds and stock exactly', async () => {
    const kit = await dashboardKit(t.app, t.database, operator.token);
    const { sku } = kit.f;
    const now = new Date();
    const todayStart = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());

    const keyboardPair = await kit.paid(sku.keyboard.id, 2); // today
    const rugged = await kit.paid(sku.rugged.id); // today
    const laptop = await kit.paid(sku.laptop.id);
    await kit.paidOn([laptop.id], todayStart, 2);
    await kit.asOperator('/api/admin/order_ship', { id: laptop.id, carrier: 'DHL', tracking_no: 'JD01' });
    const oldest = await kit.paid(sku.keyboard.id);
    await kit.paidOn([oldest.id], todayStart, 29);
    await kit.asOperator('/api/admin/order_ship', { id: oldest.id, carrier: 'DHL', tracking_no: 'JD02' });
    await kit.ok('POST', '/api/order/confirm', { id: oldest.id });
    const tooOld = await kit.paid(sku.keyboard.id);
    await kit.paidOn([tooOld.id], todayStart, 30);
    await kit.order(sku.keyboard.id); // waiting for payment
    const cancelled = await kit.order(sku.keyboard.id);
    await kit.ok('POST', '/api/order/cancel', { id: cancelled.id, reason: 'Changed my mind' });
    const returned = await kit.paid(sku.keyboard.id);
    const refundOnly = await kit.paid(sku.keyboard.id);
    await kit.paidOn([returned.id, refundOnly.id], todayStart, 5);
    // Goods come back only from an order that shipped.
    await kit.asOperator('/api/admin/order_ship', { id: returned.id, carrier: 'DHL', tracking_no: 'JD03' });
    const withReturn = await kit.refund(returned.id, 'return_refund');
    await kit.asOperator('/api/admin/refund_approve', { id: withReturn.id });
    await kit.refund(refundOnly.id, 'refund_only');

    await kit.manualRecharge('75.25');
    const passed = await kit.manualRecharge('10.00');
    await kit.asOperator('/api/admin/recharge_pass', { id: passed.id, amount: '10.00' });
    await kit.withdraw('100.00');

    const data = await dashboard();
    expect(data.today).toBe(isoDay(todayStart));
    const day = (daysAgo: number) => data.sales.days[29 - daysAgo];
    expect(data.sales.today).toEqual({
      date: isoDay(todayStart),
      amount_cents: keyboardPair.total_cents + rugged.total_cents,
      orders: 2,
    });
    expect([keyboardPair.total_cents, rugged.total_cents, laptop.total_cents]).toEqual([12_300, 25_900, 90_400]);
    expect(day(0)).toEqual(data.sales.today);
    expect(day(1)).toEqual({ date: isoDay(todayStart - DAY_MS), amount_cents: 0, orders: 0 });
    expect(day(2)).toEqual({ date: isoDay(todayStart - 2 * DAY_MS), amount_cents: 90_400, orders: 1 });
    expect(day(5)).toEqual({ date: isoDay(todayStart - 5 * DAY_MS), amount_cents: 12_800, orders: 2 });
    expect(day(29)).toEqual({ date: isoDay(todayStart - 29 * DAY_MS), amount_cents: 6_400, orders: 1 });
    expect(data.sales.days.filter((d: { orders: number }) => d.orders > 0)).toHaveLength(4);
    expect(data.sales).toMatchObject({ total_cents: 147_800, total_orders: 6 });

    expect(byState(data)).toEqual({
      [OrderStatus.WaitingPayment]: 1,
      [OrderStatus.WaitingDelivery]: 3,
      [OrderStatus.Delivered]: 1,
      [OrderStatus.Received]: 1,
      [OrderStatus.Completed]: 0,
      [OrderStatus.Cancelled]: 1,
      [OrderStatus.InAfterSale]: 2,
    });
    expect(data.pending).toEqual({
      recharges: 1,
      withdrawals: 1,
      refunds_applying: 1,
      refunds_awaiting_return: 1,
      deposits_reorged: 0,
    });

    expect(await kit.stockOf(sku.rugged.id)).toBe(4);
    expect(data.low_stock).toEqual({
      threshold: 5,
      total: 2,
      list: [
        {
          sku_id: expect.any(Number),
          product_id: kit.f.products[3]!.id,
          title: 'Nimbus Smartphone 5G',
          spec_text: 'Black / 256 GB',
          stock: 0,
          shop_name: 'Shenzhen Circuit Hub',
        },
        {
          sku_id: sku.rugged.id,
          product_id: kit.f.products[4]!.id,
          title: 'Harbour Rugged Phone',
          spec_text: '',
          stock: 4,
          shop_name: 'Harbour Mobile',
        },
      ],
    });
    const wider = await dashboard({ low_stock: '8', low_stock_limit: '2' });
    expect(wider.low_stock.total).toBe(3);
    expect(wider.low_stock.list.map((s: { stock: number }) => s.stock)).toEqual([0, 4]);

    // An unpaid order cancelled is none of the shop's news; a paid one cancelled before it shipped is.
    expect(data.cancelled_after_payment).toBe(0);
    const changedMind = await kit.paid(sku.keyboard.id);
    await kit.ok('POST', '/api/order/cancel', { id: changedMind.id, reason_code: 'changed_mind' });
    expect((await dashboard()).cancelled_after_payment).toBe(1);
  });

  it('refuses a bad threshold or list size with the field named', async () => {
    const bad: Record<string, string>[] = [
      { low_stock: '-1' },
      { low_stock: 'five' },
      { low_stock_limit: '0' },
      { low_stock_limit: '51' },
    ];
    for (const query of bad) {
      const res = await call(t.app, 'GET', '/api/admin/dashboard', { token: operator.token, query });
      expect(res.status, JSON.stringify(query)).toBe(400);
      expect(Object.keys(res.body.fields)).toEqual(Object.keys(query));
    }
  });
});
