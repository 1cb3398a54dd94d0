import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { AdminOrderApi } from '@tradewind/contract';
import { customsIdReveals } from '../../db/schema/index.js';
import { useTestApp } from '../../test/build.js';
import { call } from '../../test/api.js';
import { ADDRESS, addAddress, insertOrderFixture } from '../../test/order-fixture.js';
import { operatorOf, walletBuyer } from '../../test/wallet.js';

/** Revealing a customs ID in full is a recorded act of an operator (decision 041). */
const t = useTestApp();
let f: Awaited<ReturnType<typeof insertOrderFixture>>;
beforeAll(async () => {
  f = await insertOrderFixture(t.database);
});

const PCCC = 'P500012345234';
const SEOUL = { ...ADDRESS, country: 'KR', postal_code: '04038' };
const looksAt = async (orderId: number) =>
  (await t.database.db.select({ n: count() }).from(customsIdReveals).where(eq(customsIdReveals.orderId, orderId)))[0]!
    .n;
async function orderTo(address: Record<string, unknown>) {
  const buyer = await walletBuyer(t.app, t.database, 500_000);
  const saved = await addAddress(t.app, buyer.token, address);
  const created = await call(t.app, 'POST', '/api/order/create', {
    token: buyer.token,
    body: { items: [{ sku_id: f.sku.keyboard.id, quantity: 1 }], address_id: saved.id },
  });
  expect(created.status).toBe(200);
  return { buyer, id: created.body.data.orders[0].id as number };
}
const reveal = (token: string, body: unknown) => call(t.app, 'POST', AdminOrderApi.customsId, { token, body });

describe("revealing an order's customs ID", () => {
  it('lists every look, newest first, with who looked', async () => {
    const { id } = await orderTo({ ...SEOUL, customs_id: PCCC });
    const first = await operatorOf(t.app, t.database);
    const second = await operatorOf(t.app, t.database);
    expect((await reveal(first.token, { id })).body.data.reveals).toHaveLength(1);
    const again = await reveal(second.token, { id });
    expect(again.body.data.customs_id).toBe(PCCC);
    expect(again.body.data.reveals.map((r: { operator_id: number }) => r.operator_id)).toEqual([second.id, first.id]);
    expect(again.body.data.reveals[0].operator).toBe(second.account);
    const detail = await call(t.app, 'GET', AdminOrderApi.detail, { token: first.token, query: { id: String(id) } });
    expect(detail.body.data.customs_id_reveals).toEqual(again.body.data.reveals);
  });

  it('is refused to a buyer, even the order’s own, and to no one signed in, recording nothing', async () => {
    const { buyer, id } = await orderTo({ ...SEOUL, customs_id: PCCC });
    expect(await reveal(buyer.token, { id })).toMatchObject({ status: 403, body: { error: 'FORBIDDEN' } });
    expect((await call(t.app, 'POST', AdminOrderApi.customsId, { body: { id } })).status).toBe(401);
    expect(await looksAt(id)).toBe(0);
  });

  it('finds nothing to reveal on an order without one or no such order, and records nothing', async () => {
    const operator = await operatorOf(t.app, t.database);
    const { id } = await orderTo({ ...ADDRESS, country: 'FR', postal_code: '75004' });
    expect(await reveal(operator.token, { id })).toMatchObject({ status: 404, body: { error: 'NOT_FOUND' } });
    expect(await reveal(operator.token, { id: 999_999_999 })).toMatchObject({ status: 404 });
    expect(await reveal(operator.token, { id: 'x' })).toMatchObject({ status: 400, body: { error: 'VALIDATION' } });
    expect(await looksAt(id)).toBe(0);
  });
});
