import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/build.js';
import { call, registerBuyer } from '../../test/api.js';
import { ADDRESS, addAddress, insertOrderFixture } from '../../test/order-fixture.js';

const t = useTestApp();
let f: Awaited<ReturnType<typeof insertOrderFixture>>;
beforeAll(async () => {
  f = await insertOrderFixture(t.database);
});

describe('addresses', () => {
  it('the first is the default; a new default takes over; deleting the default passes it on', async () => {
    const buyer = await registerBuyer(t.app);
    const home = await addAddress(t.app, buyer.token);
    const office = await addAddress(t.app, buyer.token, { tag: 'Office', detailed_address: '5 avenue de l’Opéra' });
    let list = (await call(t.app, 'GET', '/api/user/address_list', { token: buyer.token })).body.data.list;
    expect(list.map((a: { id: number; is_default: boolean }) => [a.id, a.is_default])).toEqual([
      [home.id, true],
      [office.id, false],
    ]);
    await call(t.app, 'POST', '/api/user/address_set_default', { token: buyer.token, body: { id: office.id } });
    list = (await call(t.app, 'GET', '/api/user/address_list', { token: buyer.token })).body.data.list;
    expect(list[0]).toMatchObject({ id: office.id, is_default: true, tag: 'Office' });
    expect(list.filter((a: { is_default: boolean }) => a.is_default)).toHaveLength(1);

    const del = await call(t.app, 'GET', '/api/user/address_del', {
      token: buyer.token,
      query: { id: String(office.id) },
    });
    expect(del.status).toBe(200);
    const detail = await call(t.app, 'GET', '/api/user/address', {
      token: buyer.token,
      query: { id: String(home.id) },
    });
    expect(detail.body.data).toMatchObject({ ...ADDRESS, is_default: true });
  });

  it('every field is required, and the mobile must be a real number', async () => {
    const buyer = await registerBuyer(t.app);
    for (const field of ['addressee', 'mobile', 'area', 'detailed_address', 'tag']) {
      const res = await call(t.app, 'POST', '/api/user/address_add', {
        token: buyer.token,
        body: { ...ADDRESS, [field]: '' },
      });
      expect(res.status, field).toBe(400);
      expect(res.body.fields).toHaveProperty(field);
    }
    const bad = await call(t.app, 'POST', '/api/user/address_add', {
      token: buyer.token,
      body: { ...ADDRESS, mobile: '12345' },
    });
    expect(bad.body.fields.mobile).toMatch(/valid mobile number/);
    expect((await call(t.app, 'GET', '/api/user/address_list', { token: buyer.token })).body.data.total).toBe(0);
  });

  it('keeps the country a parcel goes to, and an update that does not send it leaves it as it was', async () => {
    const buyer = await registerBuyer(t.app);
    const home = await addAddress(t.app, buyer.token, { country: 'kr' });
    const read = async () =>
      (await call(t.app, 'GET', '/api/user/address', { token: buyer.token, query: { id: String(home.id) } })).body.data;
    expect((await read()).country).toBe('KR');
    await call(t.app, 'POST', '/api/user/address_add', { token: buyer.token, body: { ...ADDRESS, id: home.id } });
    expect((await read()).country).toBe('KR');
    const bad = await call(t.app, 'POST', '/api/user/address_add', {
      token: buyer.token,
      body: { ...ADDRESS, country: 'Korea' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toHaveProperty('country');
  });

  it("another buyer's address answers 404 to every call and changes nothing", async () => {
    const owner = await registerBuyer(t.app);
    const other = await registerBuyer(t.app);
    const address = await addAddress(t.app, owner.token);
    const id = String(address.id);
    expect((await call(t.app, 'GET', '/api/user/address', { token: other.token, query: { id } })).status).toBe(404);
    expect((await call(t.app, 'GET', '/api/user/address_del', { token: other.token, query: { id } })).status).toBe(404);
    const setDefault = await call(t.app, 'POST', '/api/user/address_set_default', {
      token: other.token,
      body: { id: address.id },
    });
    expect(setDefault.status).toBe(404);
    const update = await call(t.app, 'POST', '/api/user/address_add', {
      token: other.token,
      body: { ...ADDRESS, id: address.id, addressee: 'Mallory' },
    });
    expect(update.status).toBe(404);
    const still = await call(t.app, 'GET', '/api/user/address', { token: owner.token, query: { id } });
    expect(still.body.data.addressee).toBe(ADDRESS.addressee);
  });
});

describe('the bag', () => {
  it('adds, merges a SKU into its line, never past its stock, and groups items by shop', async () => {
    const buyer = await registerBuyer(t.app);
    const add = (sku_id: number, quantity: number) =>
      call(t.app, 'POST', '/api/cart/add', { token: buyer.token, body: { sku_id, quantity } });
    await add(f.sku.keyboard.id, 2);
    await add(f.sku.keyboard.id, 3);
    await add(f.sku.rugged.id, 1);
    const tooMany = await add(f.sku.rugged.id, 5);
    expect(tooMany.status).toBe(409);
    expect(tooMany.body.msg).toBe('Not enough stock: Harbour Rugged Phone has 5 left');
    const bag = (await call(t.app, 'GET', '/api/cart/list', { token: buyer.token })).body.data;
    expect(bag.shops.map((s: { shop: { name: string } }) => s.shop.name)).toEqual([
      'Shenzhen Circuit Hub',
      'Harbour Mobile',
    ]);
    expect(bag.shops[0].items[0]).toMatchObject({ title: 'Pocket Mechanical Keyboard', quantity: 5, stock: 40 });
    expect(bag).toMatchObject({ selected_count: 2, selected_cents: 5 * 5900 + 25900 });
    expect((await call(t.app, 'GET', '/api/cart/count', { token: buyer.token })).body.data.count).toBe(2);
  });

  it('changes quantities within stock, selects by shop or all, and removes', async () => {
    const buyer = await registerBuyer(t.app);
    await call(t.app, 'POST', '/api/cart/add', {
      token: buyer.token,
      body: { sku_id: f.sku.keyboard.id, quantity: 1 },
    });
    const added = await call(t.app, 'POST', '/api/cart/add', {
      token: buyer.token,
      body: { sku_id: f.sku.rugged.id, quantity: 1 },
    });
    const ruggedLine = added.body.data.shops[1].items[0];
    const over = await call(t.app, 'POST', '/api/cart/update', {
      token: buyer.token,
      body: { id: ruggedLine.id, quantity: 6 },
    });
    expect(over.body.error).toBe('OUT_OF_STOCK');
    const changed = await call(t.app, 'POST', '/api/cart/update', {
      token: buyer.token,
      body: { id: ruggedLine.id, quantity: 5 },
    });
    expect(changed.body.data.shops[1].items[0].quantity).toBe(5);

    const none = await call(t.app, 'POST', '/api/cart/select', { token: buyer.token, body: { selected: false } });
    expect(none.body.data.selected_count).toBe(0);
    const harbour = await call(t.app, 'POST', '/api/cart/select', {
      token: buyer.token,
      body: { selected: true, shop_id: f.harbour.id },
    });
    expect(harbour.body.data).toMatchObject({ selected_count: 1, selected_cents: 5 * 25900 });

    const removed = await call(t.app, 'POST', '/api/cart/remove', {
      token: buyer.token,
      body: { ids: [ruggedLine.id] },
    });
    expect(removed.body.data.shops).toHaveLength(1);
    const other = await registerBuyer(t.app);
    const foreign = await call(t.app, 'POST', '/api/cart/update', {
      token: other.token,
      body: { id: removed.body.data.shops[0].items[0].id, quantity: 2 },
    });
    expect(foreign.status).toBe(404);
  });
});
