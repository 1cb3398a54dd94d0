import { beforeAll, describe, expect, it } from 'vitest';
import { IDEMPOTENCY_HEADER } from '@tradewind/contract';
import { useTestApp } from '../../test/build.js';
import { call } from '../../test/api.js';
import { operationsOf } from '../../test/openapi.js';
import { databaseFingerprint } from '../../test/hostile-requests.js';
import { addAddress, insertOrderFixture, placeOrder } from '../../test/order-fixture.js';
import { PAY_CODE, pngBytes, readyDestination, seedReceivingAccounts, upload, walletBuyer } from '../../test/wallet.js';
import { IDEMPOTENCY_KEY_MAX } from '../../lib/idempotency.js';
import { AppError } from '../../lib/app-error.js';
import { DEFAULT_ORDER_TIMES } from '../orders/checkout.js';
import { placeOrders } from '../orders/place-orders.js';

/**
 * Every route that honours an Idempotency-Key checks it the same way, before any work (plugins/idempotency-key.ts):
 * a key one character past its limit is a 400 naming the header and writes nothing; a key at the limit is taken.
 */
const t = useTestApp();
let token: string;
let buyerId: number;
let skuId: number;
const bodies: Record<string, () => Promise<unknown>> = {};

beforeAll(async () => {
  const f = await insertOrderFixture(t.database);
  await seedReceivingAccounts(t.database);
  const buyer = await walletBuyer(t.app, t.database, 1_000_000);
  token = buyer.token;
  buyerId = buyer.id;
  skuId = f.sku.keyboard.id;
  const address = await addAddress(t.app, token);
  const picture = (await upload(t.app, token, await pngBytes())).body.data.url as string;
  const item = { sku_id: f.sku.keyboard.id, quantity: 1 };
  bodies['POST /api/order/create'] = async () => ({ items: [item], address_id: address.id });
  bodies['POST /api/order/pay'] = async () => ({
    order_ids: [(await placeOrder(t.app, token, [item])).orders[0]!.id],
    pay_password: PAY_CODE,
  });
  bodies['POST /api/order/cancel'] = async () => {
    const [order] = (await placeOrder(t.app, token, [item])).orders;
    await call(t.app, 'POST', '/api/order/pay', { token, body: { order_ids: [order!.id], pay_password: PAY_CODE } });
    return { id: order!.id, reason_code: 'changed_mind' };
  };
  bodies['POST /api/user/recharge'] = async () => ({ method: 'manual', amount: '10.00', evidence: picture });
  bodies['POST /api/user/extract'] = async () => {
    const body = {
      type: 'bank',
      amount: '100.00',
      pay_password: PAY_CODE,
      bank_name: 'BNP Paribas',
      card_number: '4970 1012 3456 7890',
      holder: 'Camille Durand',
    };
    await readyDestination(t.app, t.database, token, body);
    return body;
  };
  bodies['POST /api/refund/apply'] = async () => {
    const [order] = (await placeOrder(t.app, token, [item])).orders;
    await call(t.app, 'POST', '/api/order/pay', { token, body: { order_ids: [order!.id], pay_password: PAY_CODE } });
    return {
      order_id: order!.id,
      type: 'refund_only',
      goods_status: 'not_received',
      amount: '1.00',
      reason: 'not_received',
      explanation: 'Never came',
      proofs: [picture],
    };
  };
});

const keyedRoutes = () =>
  operationsOf(t.app)
    .filter((operation) => operation.headers.includes(IDEMPOTENCY_HEADER))
    .map((operation) => `${operation.method} ${operation.path}`)
    .sort();

describe('Idempotency-Key on every keyed route', () => {
  it('the keyed routes are the six money writes, each with a body here', () => {
    expect(keyedRoutes()).toEqual(Object.keys(bodies).sort());
  });

  it.each([
    'POST /api/order/create',
    'POST /api/order/pay',
    'POST /api/order/cancel',
    'POST /api/user/recharge',
    'POST /api/user/extract',
    'POST /api/refund/apply',
  ])('%s: a key one past the limit is a 400 and writes nothing; a key at the limit is taken', async (route) => {
    const path = route.split(' ')[1]!;
    const body = await bodies[route]!();
    const before = await databaseFingerprint(t.database.db);
    const tooLong = await call(t.app, 'POST', path, {
      token,
      body,
      headers: { [IDEMPOTENCY_HEADER]: 'k'.repeat(IDEMPOTENCY_KEY_MAX + 1) },
    });
    expect(tooLong).toMatchObject({ status: 400, body: { error: 'VALIDATION' } });
    expect(Object.keys(tooLong.body.fields)).toEqual([IDEMPOTENCY_HEADER]);
    expect(await databaseFingerprint(t.database.db)).toEqual(before);

    const atLimit = { [IDEMPOTENCY_HEADER]: `${path.replaceAll('/', '')}-`.padEnd(IDEMPOTENCY_KEY_MAX, 'k') };
    const taken = await call(t.app, 'POST', path, { token, body, headers: atLimit });
    expect(taken.status, JSON.stringify(taken.body)).toBe(200);
    const replayed = await call(t.app, 'POST', path, { token, body, headers: atLimit });
    expect(replayed.body.data).toEqual(taken.body.data);
  });
});

describe('placing orders with a key too long, called directly', () => {
  it('is refused once, as the request’s own 400, not retried until the stack runs out', async () => {
    const scope = { userId: buyerId, key: 'k'.repeat(IDEMPOTENCY_KEY_MAX + 1), route: '/api/order/create', body: {} };
    const body = { items: [{ sku_id: skuId, quantity: 1 }] };
    const refused = await placeOrders(t.database.db, scope, body, DEFAULT_ORDER_TIMES).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({ status: 400, fields: { [IDEMPOTENCY_HEADER]: 'validation.invalid' } });
  });
});
