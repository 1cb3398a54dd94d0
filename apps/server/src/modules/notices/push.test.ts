import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { NoticeApi } from '@tradewind/contract';
import { useTestApp } from '../../test/build.js';
import { call, registerBuyer } from '../../test/api.js';
import { startPushReceiver } from '../../test/push-receiver.js';
import { pushDeliveries, pushSubscriptions, users } from '../../db/schema/index.js';
import { notify } from '../notifications/service.js';
import type { BuildOptions } from '../../app.js';

let receiver: Awaited<ReturnType<typeof startPushReceiver>>;
const options: Partial<BuildOptions> = { notices: {} };
beforeAll(async () => {
  receiver = await startPushReceiver();
  // The known push services, and this test's receiver on loopback.
  options.notices!.pushHosts = ['fcm.googleapis.com', receiver.origin];
});
afterAll(() => receiver.close());
const t = useTestApp(options);

const subscribe = (token: string, body: unknown) => call(t.app, 'POST', NoticeApi.pushSubscribe, { token, body });

async function buyerWithDevice(name: string, lang = 'en') {
  const buyer = await registerBuyer(t.app);
  await t.database.db.update(users).set({ lang }).where(eq(users.id, buyer.id));
  const device = receiver.device(name);
  const res = await subscribe(buyer.token, { endpoint: device.endpoint, keys: device.keys });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { buyer, device };
}
const shipped = (userId: number, orderId: number) =>
  notify(t.database.db, userId, 'order_shipped', {
    order_id: orderId,
    sn: `SN${orderId}`,
    carrier: 'DHL',
    tracking_no: 'X1',
  });
const pushesTo = (name: string) => receiver.received.filter((r) => r.device === name);

describe('web push', () => {
  it('accepts endpoints only on the allowed push services', async () => {
    const buyer = await registerBuyer(t.app);
    const keys = receiver.device('probe').keys;
    for (const endpoint of [
      'https://evil.example/push/1',
      'http://fcm.googleapis.com/fcm/send/1',
      'https://fcm.googleapis.com:8443/fcm/send/1',
      'http://127.0.0.1:1/push/1',
      'https://fcm.googleapis.com.evil.example/x',
    ]) {
      const res = await subscribe(buyer.token, { endpoint, keys });
      expect(res.status, endpoint).toBe(400);
    }
    expect((await subscribe(buyer.token, { endpoint: 'https://fcm.googleapis.com/fcm/send/abc', keys })).status).toBe(
      200,
    );
  });

  it('sends a notice encrypted for the device and signed with VAPID, in the buyer’s language, with the screen to open', async () => {
    const { buyer } = await buyerWithDevice('phone-fr', 'fr');
    await shipped(buyer.id, 41);
    await t.app.notices.pass();
    const [push, ...more] = pushesTo('phone-fr');
    expect(more).toHaveLength(0);
    expect(push!.encoding).toBe('aes128gcm');
    expect(push!.audience).toBe(receiver.origin);
    const key = await call(t.app, 'GET', NoticeApi.pushKey, { token: buyer.token });
    expect(push!.vapidKey).toBe(key.body.data.public_key);
    expect(push!.payload).toMatchObject({
      title: 'Commande expédiée',
      body: 'La commande SN41 est en route.',
      url: '/orderInfo/41',
      lang: 'fr',
    });
    // Nothing secret rides along: no session token, no e-mail.
    expect(JSON.stringify(push!.payload)).not.toContain(buyer.token);
    expect(receiver.refused).toEqual([]);
  });

  it('forgets a device its push service answers 410 for', async () => {
    const { buyer } = await buyerWithDevice('gone');
    receiver.answer('gone', 410);
    await shipped(buyer.id, 42);
    await t.app.notices.pass();
    const left = await t.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, buyer.id));
    expect(left).toHaveLength(0);
  });

  it('tries again later when the push service fails, and sends once it takes it', async () => {
    const { buyer } = await buyerWithDevice('flaky');
    receiver.answer('flaky', 503);
    await shipped(buyer.id, 43);
    await t.app.notices.pass();
    const [waiting] = await t.database.db.select().from(pushDeliveries);
    expect(waiting).toMatchObject({ attempts: 1 });
    expect(waiting!.nextAt.getTime()).toBeGreaterThan(Date.now());
    await t.app.notices.pass(); // not due yet: nothing sent
    expect(pushesTo('flaky')).toHaveLength(0);
    receiver.answer('flaky', 201);
    await t.database.db.update(pushDeliveries).set({ nextAt: new Date(Date.now() - 1000) });
    await t.app.notices.pass();
    expect(pushesTo('flaky')).toHaveLength(1);
    expect(await t.database.db.select().from(pushDeliveries)).toHaveLength(0);
  });

  it('pushes nothing of a group the buyer turned off for push, but still security notices', async () => {
    const { buyer } = await buyerWithDevice('quiet');
    const set = (body: object) => call(t.app, 'POST', NoticeApi.preferenceSet, { token: buyer.token, body });
    expect((await set({ group: 'orders', channel: 'push', on: false })).body.data.orders.push).toBe(false);
    expect((await set({ group: 'security', channel: 'push', on: false })).body.data.security.push).toBe(true);
    await shipped(buyer.id, 44);
    await notify(t.database.db, buyer.id, 'security_event', { event: 'new_payout_destination' });
    await t.app.notices.pass();
    expect(pushesTo('quiet').map((p) => p.payload.kind)).toEqual(['security_event']);
    expect(pushesTo('quiet')[0]!.payload).toMatchObject({
      body: 'A new payout destination was added to your account. If this was not you, change your password now.',
      url: '/security',
    });
  });
});
