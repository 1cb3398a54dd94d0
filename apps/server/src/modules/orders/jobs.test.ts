import Fastify from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { useTestApp } from '../../test/build.js';
import { addAddress, insertOrderFixture, placeOrder } from '../../test/order-fixture.js';
import { walletBuyer } from '../../test/wallet.js';
import { orders } from '../../db/schema/index.js';
import { DEFAULT_ORDER_TIMES } from './checkout.js';
import { startOrderJobs } from './jobs.js';

const t = useTestApp();
let f: Awaited<ReturnType<typeof insertOrderFixture>>;
beforeAll(async () => {
  f = await insertOrderFixture(t.database);
});

describe('the job loop', () => {
  it('lets its current pass finish when the server closes: an overdue order is cancelled before the database closes', async () => {
    const buyer = await walletBuyer(t.app, t.database);
    await addAddress(t.app, buyer.token);
    const placed = await placeOrder(t.app, buyer.token, [{ sku_id: f.sku.keyboard.id, quantity: 1 }]);
    const id = placed.orders[0]!.id;
    await t.database.db
      .update(orders)
      .set({ payDeadline: new Date(Date.now() - 60_000) })
      .where(eq(orders.id, id));

    // The loop of a server process of its own, on the same database; its timer would wait an hour.
    const logged: string[] = [];
    const server = Fastify({ logger: { level: 'info', stream: { write: (line: string) => logged.push(line) } } });
    server.decorate('db', t.database.db);
    const tick = startOrderJobs(server, DEFAULT_ORDER_TIMES, 3_600_000);
    await server.ready();

    // Its pass waits on a lock another session holds until the server has been told to close.
    let release!: () => void;
    let locked!: () => void;
    const isLocked = new Promise<void>((resolve) => (locked = resolve));
    const holding = t.database.db.transaction(async (tx) => {
      await tx.execute(sql`lock table orders in exclusive mode`);
      locked();
      await new Promise<void>((resolve) => (release = resolve));
    });
    await isLocked;
    void tick();
    let closed = false;
    const closing = server.close().then(() => (closed = true));
    const idle = Fastify(); // a server with nothing to wait for closes meanwhile
    await idle.ready();
    await idle.close();
    expect(closed).toBe(false);

    release();
    await holding;
    await closing;
    // What the pass did is in the log by the time close resolves, the moment the server closes the database.
    expect(logged.map((line) => JSON.parse(line))).toContainEqual(
      expect.objectContaining({ msg: 'timed order transitions', cancelled: 1 }),
    );
    const [order] = await t.database.db.select({ status: orders.status }).from(orders).where(eq(orders.id, id));
    expect(order!.status).toBe(-1);
  });
});
