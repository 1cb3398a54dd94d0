import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { useTestApp } from '../../test/build.js';
import { call, registerBuyer } from '../../test/api.js';
import { notifications } from '../../db/schema/index.js';
import { notify } from './service.js';

const t = useTestApp();
const unread = async (token: string) =>
  (await call(t.app, 'GET', '/api/user/notification_unread', { token })).body.data.count;

describe('marking notifications read', () => {
  it('another buyer’s notification is not found (404), and stays unread (docs/product.md §6)', async () => {
    const owner = await registerBuyer(t.app);
    await notify(t.database.db, owner.id, 'recharge_passed', { amount_cents: 1_000, id: 1 });
    const [note] = await t.database.db.select().from(notifications).where(eq(notifications.userId, owner.id));
    const intruder = await registerBuyer(t.app);
    const res = await call(t.app, 'POST', '/api/user/notification_read', {
      token: intruder.token,
      body: { id: note!.id },
    });
    expect(res).toMatchObject({ status: 404, body: { error: 'NOT_FOUND' } });
    expect(await unread(owner.token)).toBe(1);
  });

  it('one by id, again without harm, or all at once', async () => {
    const buyer = await registerBuyer(t.app);
    await notify(t.database.db, buyer.id, 'recharge_passed', { amount_cents: 1_000, id: 1 });
    await notify(t.database.db, buyer.id, 'withdraw_passed', { amount_cents: 500, arrival_cents: 400, id: 2 });
    const list = await t.database.db.select().from(notifications).where(eq(notifications.userId, buyer.id));
    const read = (body: unknown) => call(t.app, 'POST', '/api/user/notification_read', { token: buyer.token, body });
    expect((await read({ id: list[0]!.id })).status).toBe(200);
    expect((await read({ id: list[0]!.id })).status).toBe(200);
    expect(await unread(buyer.token)).toBe(1);
    expect((await read({})).status).toBe(200);
    expect(await unread(buyer.token)).toBe(0);
  });
});
