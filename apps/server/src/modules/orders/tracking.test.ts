import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { useTestApp } from '../../test/build.js';
import { call } from '../../test/api.js';
import { addAddress, insertOrderFixture, placeOrder } from '../../test/order-fixture.js';
import { operatorOf, PAY_CODE, walletBuyer } from '../../test/wallet.js';
import { logisticsEvents } from '../../db/schema/index.js';

/** Decision 021: tracking with stages, a place and a time, the carrier's page and the current stage. */
const t = useTestApp();
let f: Awaited<ReturnType<typeof insertOrderFixture>>;
let operator: { token: string };
beforeAll(async () => {
  f = await insertOrderFixture(t.database);
  operator = await operatorOf(t.app, t.database);
});

/** A paid order of a new buyer, shipped by the operator unless told otherwise. */
async function paidOrder({ ship = true } = {}) {
  const buyer = await walletBuyer(t.app, t.database, 500_000);
  await addAddress(t.app, buyer.token);
  const placed = await placeOrder(t.app, buyer.token, [{ sku_id: f.sku.keyboard.id, quantity: 1 }]);
  const id = placed.orders[0]!.id;
  await call(t.app, 'POST', '/api/order/pay', {
    token: buyer.token,
    body: { order_ids: [id], pay_password: PAY_CODE },
  });
  if (ship) {
    await call(t.app, 'POST', '/api/admin/order_ship', {
      token: operator.token,
      body: { id, carrier: 'DHL Express', tracking_no: 'JD0146' },
    });
  }
  const detail = async () =>
    (await call(t.app, 'GET', '/api/order/detail', { token: buyer.token, query: { id: String(id) } })).body.data;
  return { id, detail };
}
const addEvent = (body: object, lang?: string) =>
  call(t.app, 'POST', '/api/admin/order_logistics', { token: operator.token, body, lang });
const later = (iso: string, minutes: number) => new Date(Date.parse(iso) + minutes * 60_000).toISOString();
const eventCount = async (orderId: number) =>
  (await t.database.db.select().from(logisticsEvents).where(eq(logisticsEvents.orderId, orderId))).length;

describe('tracking with stages', () => {
  it('shipping is the first stage, with the carrier’s own tracking page', async () => {
    const order = await paidOrder();
    const shipped = await order.detail();
    expect(shipped.stage).toBe('shipped');
    expect(shipped.tracking_url).toBe(
      'https://www.dhl.com/global-en/home/tracking/tracking-express.html?tracking-id=JD0146',
    );
    expect(shipped.logistics).toEqual([
      { stage: 'shipped', text: 'DHL Express JD0146', location: null, at: shipped.shipped_at },
    ]);
  });

  it('the operator adds events with a stage, a place and a time; the buyer reads them by time, newest first', async () => {
    const order = await paidOrder();
    const shippedAt = (await order.detail()).shipped_at as string;
    // Entered out of order: the customs scan first, then the pick-up the carrier reported earlier.
    const steps = [
      { stage: 'customs', location: 'Paris CDG', at: later(shippedAt, 3), text: 'Cleared customs' },
      { stage: 'picked_up', location: 'Shenzhen', at: later(shippedAt, 1) },
      { stage: 'in_transit', location: 'Hong Kong', at: later(shippedAt, 2) },
    ];
    for (const step of steps) expect((await addEvent({ id: order.id, ...step })).status).toBe(200);

    const detail = await order.detail();
    expect(detail.logistics.map((e: { stage: string; location: string }) => [e.stage, e.location])).toEqual([
      ['customs', 'Paris CDG'],
      ['in_transit', 'Hong Kong'],
      ['picked_up', 'Shenzhen'],
      ['shipped', null],
    ]);
    expect(detail.logistics[0]).toMatchObject({ text: 'Cleared customs', at: steps[0]!.at });
    expect(detail.logistics[2].text).toBe('');
    expect(detail.stage).toBe('customs');
  });

  it('events entered to the minute, as the console does, within the minute of shipping: the furthest stage leads', async () => {
    const order = await paidOrder();
    const shippedAt = (await order.detail()).shipped_at as string;
    // The shipping carries its seconds; the console's times are whole minutes, the first one that of the shipping.
    const minute = new Date(Math.floor(Date.parse(shippedAt) / 60_000) * 60_000).toISOString();
    for (const stage of ['customs', 'picked_up'])
      expect((await addEvent({ id: order.id, stage, at: minute })).status).toBe(200);

    const detail = await order.detail();
    expect(detail.logistics.map((e: { stage: string }) => e.stage)).toEqual(['customs', 'picked_up', 'shipped']);
    expect(detail.stage).toBe('customs');
  });

  it('keeps the old call: a note with a place and no stage leaves the current stage as it was', async () => {
    const order = await paidOrder();
    expect(
      (await addEvent({ id: order.id, text: 'Arrived at the Paris sorting centre', location: 'Paris' })).status,
    ).toBe(200);
    const detail = await order.detail();
    expect(detail.logistics[0]).toMatchObject({ text: 'Arrived at the Paris sorting centre', stage: null });
    expect(detail.stage).toBe('shipped');
  });

  it.each([
    [
      'a time before the shipping',
      (at: string) => ({ stage: 'picked_up', at: later(at, -120) }),
      'at',
      'The time cannot be before the order was shipped',
    ],
    [
      'a time ahead of now',
      () => ({ stage: 'delivered', at: later(new Date().toISOString(), 60) }),
      'at',
      'The time cannot be in the future',
    ],
    ['a stage we do not know', () => ({ stage: 'lost_at_sea' }), 'stage', 'This value is not valid'],
    ['neither a stage nor a note', () => ({ location: 'Paris' }), 'text', 'Choose a stage or describe the update'],
  ])('refuses %s with a clear message, and adds nothing', async (_name, body, field, message) => {
    const order = await paidOrder();
    const before = await eventCount(order.id);
    const res = await addEvent({ id: order.id, ...body((await order.detail()).shipped_at) });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: 'VALIDATION', msg: message });
    expect(res.body.fields[field]).toBe(message);
    expect(await eventCount(order.id)).toBe(before);
  });

  it('answers in the operator’s language, and refuses an order not yet shipped', async () => {
    const shipped = await paidOrder();
    const french = await addEvent({ id: shipped.id, location: 'Lyon' }, 'fr');
    expect(french.body.msg).toBe('Choisissez une étape ou décrivez la mise à jour');
    const waiting = await paidOrder({ ship: false });
    const res = await addEvent({ id: waiting.id, stage: 'picked_up' });
    expect(res.status).toBe(409);
    expect(await eventCount(waiting.id)).toBe(0);
    expect((await waiting.detail()).stage).toBeNull();
  });
});
