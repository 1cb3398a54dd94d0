import { beforeAll, describe, expect, it } from 'vitest';
import { ID_MAX } from '@tradewind/contract';
import { useTestApp } from '../../test/build.js';
import { call } from '../../test/api.js';
import { addAddress, insertOrderFixture } from '../../test/order-fixture.js';
import { operatorOf, seedNetworks, walletBuyer } from '../../test/wallet.js';
import { databaseFingerprint } from '../../test/hostile-requests.js';

/**
 * Every id a body carries is bounded by its column's type (packages/contract/src/validation.ts): one past the
 * largest `integer` id is a 400 naming the field, never the database's "out of range" as a 500; the largest
 * itself is an id like any other that names no row.
 */
const t = useTestApp();
let buyer: string;
let operator: string;

beforeAll(async () => {
  await insertOrderFixture(t.database);
  await seedNetworks(t.database);
  buyer = (await walletBuyer(t.app, t.database, 10_000)).token;
  await addAddress(t.app, buyer);
  operator = (await operatorOf(t.app, t.database)).token;
});

type Case = { path: string; field: string; body: (id: number) => unknown; operator?: boolean };
/** The operations whose integer ids reached the database unbounded, each with an otherwise valid body. */
const INTEGER_IDS: Case[] = [
  { path: '/api/cart/add', field: 'sku_id', body: (id) => ({ sku_id: id, quantity: 1 }) },
  { path: '/api/cart/select', field: 'shop_id', body: (id) => ({ selected: true, shop_id: id }) },
  { path: '/api/goods/favourite', field: 'product_id', body: (id) => ({ product_id: id }) },
  { path: '/api/goods/unfavourite', field: 'product_id', body: (id) => ({ product_id: id }) },
  { path: '/api/shop/follow', field: 'shop_id', body: (id) => ({ shop_id: id }) },
  { path: '/api/shop/unfollow', field: 'shop_id', body: (id) => ({ shop_id: id }) },
  { path: '/api/user/deposit_intent', field: 'network_id', body: (id) => ({ network_id: id, amount: '10.00' }) },
  { path: '/api/order/preview', field: 'items.0.sku_id', body: (id) => ({ items: [{ sku_id: id, quantity: 1 }] }) },
  {
    path: '/api/admin/freight_save',
    field: 'shop_id',
    body: (id) => ({ shop_id: id, base: '5.00', free_over: null }),
    operator: true,
  },
  {
    path: '/api/admin/promo_code_save',
    field: 'id',
    body: (id) => ({ id, code: 'EDGE2031', kind: 'amount', amount: '1.00', uses_left: 5 }),
    operator: true,
  },
];

describe('ids bounded by their column', () => {
  it.each(INTEGER_IDS)('$path: 2³¹ is a 400 naming $field; 2³¹−1 is not a server error', async (c) => {
    const token = c.operator ? operator : buyer;
    const before = await databaseFingerprint(t.database.db);
    const past = await call(t.app, 'POST', c.path, { token, body: c.body(ID_MAX.integer + 1) });
    expect(past.status, JSON.stringify(past.body)).toBe(400);
    expect(Object.keys(past.body.fields)).toEqual([c.field]);
    const largest = await call(t.app, 'POST', c.path, { token, body: c.body(ID_MAX.integer) });
    expect(largest.status, JSON.stringify(largest.body)).toBeLessThan(500);
    expect(await databaseFingerprint(t.database.db)).toEqual(before);
  });

  it('bigint ids go to 2⁵³−1: one past it is a 400, the largest is not found', async () => {
    const past = await call(t.app, 'POST', '/api/order/cancel', { token: buyer, body: { id: ID_MAX.bigint + 1 } });
    expect(past).toMatchObject({ status: 400, body: { error: 'VALIDATION' } });
    expect(Object.keys(past.body.fields)).toEqual(['id']);
    const largest = await call(t.app, 'POST', '/api/order/cancel', { token: buyer, body: { id: ID_MAX.bigint } });
    expect(largest).toMatchObject({ status: 404, body: { error: 'NOT_FOUND' } });
    const order = await call(t.app, 'GET', '/api/order/detail', {
      token: buyer,
      query: { id: String(ID_MAX.integer + 1) },
    });
    expect(order).toMatchObject({ status: 404, body: { error: 'NOT_FOUND' } });
  });
});
