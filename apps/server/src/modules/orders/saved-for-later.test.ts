import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/build.js';
import { call, registerBuyer } from '../../test/api.js';
import { addAddress, insertOrderFixture } from '../../test/order-fixture.js';

const t = useTestApp();
let f: Awaited<ReturnType<typeof insertOrderFixture>>;
beforeAll(async () => {
  f = await insertOrderFixture(t.database);
});

/** A buyer with the keyboard and the rugged phone in the bag, and the calls they make on it. */
async function buyerWithBag() {
  const buyer = await registerBuyer(t.app);
  const post = (path: string, body: unknown) => call(t.app, 'POST', path, { token: buyer.token, body });
  await post('/api/cart/add', { sku_id: f.sku.keyboard.id, quantity: 2 });
  const bag = (await post('/api/cart/add', { sku_id: f.sku.rugged.id, quantity: 1 })).body.data;
  const lineOf = (title: string) =>
    bag.shops
      .flatMap((s: { items: { id: number; title: string }[] }) => s.items)
      .find((i: { title: string }) => i.title === title);
  return {
    buyer,
    post,
    keyboard: lineOf('Pocket Mechanical Keyboard').id as number,
    rugged: lineOf('Harbour Rugged Phone').id as number,
    count: async () => (await call(t.app, 'GET', '/api/cart/count', { token: buyer.token })).body.data.count,
  };
}

describe('saved for later', () => {
  it('takes a line out of the bag: not counted, not in the totals, never ticked or checked out', async () => {
    const { buyer, post, rugged, count } = await buyerWithBag();
    const saved = await post('/api/cart/save_for_later', { ids: [rugged] });
    expect(saved.status).toBe(200);
    expect(saved.body.msg).toBe('Saved for later');
    expect(saved.body.data.shops.map((s: { shop: { name: string } }) => s.shop.name)).toEqual(['Shenzhen Circuit Hub']);
    expect(saved.body.data.saved).toMatchObject([
      { id: rugged, title: 'Harbour Rugged Phone', shop: { name: 'Harbour Mobile' } },
    ]);
    expect(saved.body.data).toMatchObject({ selected_count: 1, selected_cents: 2 * 5900 });
    expect(await count()).toBe(1);

    // "Select all" ticks what is in the bag only.
    const all = await post('/api/cart/select', { selected: true });
    expect(all.body.data.saved[0].selected).toBe(false);
    expect(all.body.data.selected_count).toBe(1);
    // Nothing ticked in the bag: a checkout from it has nothing to take, whatever was saved.
    await post('/api/cart/select', { selected: false });
    await addAddress(t.app, buyer.token);
    const ordered = await post('/api/order/create', {});
    expect(ordered.body.error).toBe('NOTHING_SELECTED');
    expect((await post('/api/cart/update', { id: rugged, selected: true })).status).toBe(404);
  });

  it('moves a line back into the bag, ticked; adding a saved product brings it back too', async () => {
    const { post, keyboard, rugged, count } = await buyerWithBag();
    await post('/api/cart/save_for_later', { ids: [rugged, keyboard] });
    expect(await count()).toBe(0);
    const back = await post('/api/cart/move_to_bag', { ids: [rugged] });
    expect(back.body.msg).toBe('Moved to your bag');
    expect(back.body.data.shops[0].items).toMatchObject([{ id: rugged, selected: true }]);
    expect(back.body.data.saved.map((l: { id: number }) => l.id)).toEqual([keyboard]);

    const added = await post('/api/cart/add', { sku_id: f.sku.keyboard.id, quantity: 1 });
    expect(added.body.data.saved).toEqual([]);
    expect(await count()).toBe(2);
    const line = added.body.data.shops
      .flatMap((s: { items: { id: number; quantity: number }[] }) => s.items)
      .find((i: { id: number }) => i.id === keyboard);
    expect(line).toMatchObject({ quantity: 3, selected: true });
  });

  it("another buyer's lines are neither saved nor moved: they are not found", async () => {
    const owner = await buyerWithBag();
    const other = await registerBuyer(t.app);
    const tried = await call(t.app, 'POST', '/api/cart/save_for_later', {
      token: other.token,
      body: { ids: [owner.rugged] },
    });
    expect(tried).toMatchObject({ status: 404, body: { error: 'NOT_FOUND' } });
    expect(await owner.count()).toBe(2);
    const empty = await call(t.app, 'POST', '/api/cart/save_for_later', { token: other.token, body: { ids: [] } });
    expect(empty.status).toBe(400);
  });
});
