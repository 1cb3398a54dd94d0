import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { MAX_QUANTITY } from '@tradewind/contract';
import { useTestApp } from '../../test/build.js';
import { call, registerBuyer } from '../../test/api.js';
import { addAddress, insertOrderFixture } from '../../test/order-fixture.js';
import { cartItems, skus } from '../../db/schema/index.js';

const t = useTestApp();
let f: Awaited<ReturnType<typeof insertOrderFixture>>;
beforeAll(async () => {
  f = await insertOrderFixture(t.database);
  // More stock than any bag line may hold: only the line cap can refuse here.
  await t.database.db.update(skus).set({ stock: 10_000 }).where(eq(skus.id, f.sku.keyboard.id));
});

async function buyer() {
  const b = await registerBuyer(t.app);
  const post = (path: string, body: unknown) => call(t.app, 'POST', path, { token: b.token, body });
  return { ...b, post };
}
const lineOf = async (userId: number) =>
  (await t.database.db.select().from(cartItems).where(eq(cartItems.userId, userId)))[0]!;
const QUANTITY_LIMIT = { error: 'QUANTITY_LIMIT', msg: `At most ${MAX_QUANTITY} of one item per order` };

describe(`a bag line holds at most ${MAX_QUANTITY} (docs/product.md §9)`, () => {
  it('repeated adds stop at the cap: the add past it is refused and the line keeps what it had', async () => {
    const b = await buyer();
    expect((await b.post('/api/cart/add', { sku_id: f.sku.keyboard.id, quantity: MAX_QUANTITY })).status).toBe(200);
    const again = await b.post('/api/cart/add', { sku_id: f.sku.keyboard.id, quantity: MAX_QUANTITY });
    expect(again).toMatchObject({ status: 400, body: QUANTITY_LIMIT });
    expect((await b.post('/api/cart/add', { sku_id: f.sku.keyboard.id, quantity: 1 })).body.error).toBe(
      'QUANTITY_LIMIT',
    );
    expect((await lineOf(b.id)).quantity).toBe(MAX_QUANTITY);
  });

  it('adding to a line saved for later counts what it holds', async () => {
    const b = await buyer();
    const bag = (await b.post('/api/cart/add', { sku_id: f.sku.keyboard.id, quantity: 600 })).body.data;
    await b.post('/api/cart/save_for_later', { ids: [bag.shops[0].items[0].id] });
    expect((await b.post('/api/cart/add', { sku_id: f.sku.keyboard.id, quantity: 600 })).body.error).toBe(
      'QUANTITY_LIMIT',
    );
    expect((await lineOf(b.id)).quantity).toBe(600);
  });

  it('a line written past the cap before it held comes back to the bag at the cap, and checkout refuses it', async () => {
    const b = await buyer();
    await addAddress(t.app, b.token);
    const [line] = await t.database.db
      .insert(cartItems)
      .values({ userId: b.id, skuId: f.sku.keyboard.id, quantity: 3 * MAX_QUANTITY, selected: true })
      .returning();
    const checkout = await b.post('/api/order/create', {});
    expect(checkout).toMatchObject({ status: 400, body: QUANTITY_LIMIT });
    expect((await b.post('/api/order/preview', {})).body.error).toBe('QUANTITY_LIMIT');

    await b.post('/api/cart/save_for_later', { ids: [line!.id] });
    const moved = await b.post('/api/cart/move_to_bag', { ids: [line!.id] });
    expect(moved.status).toBe(200);
    expect(moved.body.data.shops[0].items[0].quantity).toBe(MAX_QUANTITY);
  });

  it('“Buy now” with two lines of one SKU counts them together', async () => {
    const b = await buyer();
    await addAddress(t.app, b.token);
    const items = [
      { sku_id: f.sku.keyboard.id, quantity: MAX_QUANTITY },
      { sku_id: f.sku.keyboard.id, quantity: 1 },
    ];
    expect(await b.post('/api/order/create', { items })).toMatchObject({ status: 400, body: QUANTITY_LIMIT });
  });
});

describe('another buyer’s bag lines are not found (docs/product.md §6)', () => {
  it.each(['/api/cart/remove', '/api/cart/save_for_later', '/api/cart/move_to_bag'])(
    '%s with a foreign line answers 404 and changes nothing',
    async (path) => {
      const owner = await buyer();
      const bag = (await owner.post('/api/cart/add', { sku_id: f.sku.keyboard.id, quantity: 2 })).body.data;
      const id = bag.shops[0].items[0].id as number;
      if (path.endsWith('move_to_bag')) await owner.post('/api/cart/save_for_later', { ids: [id] });
      const before = await lineOf(owner.id);

      const intruder = await buyer();
      const mine = (await intruder.post('/api/cart/add', { sku_id: f.sku.laptop.id, quantity: 1 })).body.data;
      const own = mine.shops[0].items[0].id as number;
      const res = await intruder.post(path, { ids: [own, id] });
      expect(res).toMatchObject({ status: 404, body: { error: 'NOT_FOUND' } });
      const after = await t.database.db
        .select()
        .from(cartItems)
        .where(and(eq(cartItems.userId, owner.id), eq(cartItems.id, id)));
      expect(after).toEqual([before]);
      expect((await lineOf(intruder.id)).id).toBe(own);
    },
  );
});
