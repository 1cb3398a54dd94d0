import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { AdminProduct, ProductSaveBody } from '@tradewind/contract';
import { products, skus } from '../../db/schema/index.js';
import { useTestApp } from '../../test/build.js';
import { call } from '../../test/api.js';
import { addAddress, insertOrderFixture, placeOrder } from '../../test/order-fixture.js';
import { balanceOf, expectLedgerHolds, PAY_CODE, walletBuyer } from '../../test/wallet.js';
import { catalogueDesk } from './test-kit.js';

const t = useTestApp();
let f: Awaited<ReturnType<typeof insertOrderFixture>>;
let desk: Awaited<ReturnType<typeof catalogueDesk>>;
let phoneId: number;
beforeAll(async () => {
  f = await insertOrderFixture(t.database);
  desk = await catalogueDesk(t.app, t.database);
  phoneId = f.products[3]!.id;
});

const loadPhone = async () => (await desk.get('product', { id: String(phoneId) })).body.data as AdminProduct;
/** The edit form sent back as loaded, with `change` applied to its SKUs. */
const phoneBody = (
  phone: AdminProduct,
  change: (list: ProductSaveBody['skus']) => ProductSaveBody['skus'],
): ProductSaveBody => ({
  id: phone.id,
  shop_id: phone.shop.id,
  category_id: phone.category.id,
  title: phone.title,
  description: phone.description,
  images: phone.images,
  specs: phone.specs,
  skus: change(
    phone.skus.map((s) => ({
      id: s.id,
      specs: s.specs,
      price: (s.price_cents / 100).toFixed(2),
      original_price: (s.original_price_cents / 100).toFixed(2),
      stock: s.stock,
    })),
  ),
});
const productStockHolds = async () => {
  const [row] = await t.database.db.select().from(products).where(eq(products.id, phoneId));
  const rows = await t.database.db.select().from(skus).where(eq(skus.productId, phoneId));
  expect(row!.stock).toBe(rows.reduce((sum, s) => sum + s.stock, 0));
  expect(row!.priceCents).toBe(Math.min(...rows.map((s) => s.priceCents)));
};
const orderDetail = async (token: string, id: number) =>
  (await call(t.app, 'GET', '/api/order/detail', { token, query: { id: String(id) } })).body.data;

describe('orders and bags stay whole while the operator edits SKUs', () => {
  it('an ordered SKU can be renamed and repriced: the order keeps what was bought, at the price it was bought', async () => {
    const buyer = await walletBuyer(t.app, t.database, 200_000);
    await addAddress(t.app, buyer.token);
    const placed = await placeOrder(t.app, buyer.token, [{ sku_id: f.sku.phoneBlack128.id, quantity: 2 }]);
    const order = placed.orders[0]!;

    const phone = await loadPhone();
    expect(phone.skus.map((s) => s.removable)).toEqual([false, true, true, true]);
    const body = phoneBody(phone, (list) =>
      list.map((s) => ({
        ...s,
        specs: s.specs.map((v) => (v === 'Black' ? 'Midnight' : v)),
        ...(s.id === f.sku.phoneBlack128.id ? { price: '420.00', original_price: '449.00' } : {}),
      })),
    );
    body.title = 'Nimbus Smartphone 5G (2026)';
    body.specs = [{ name: 'Colour', values: ['Midnight', 'Silver'] }, phone.specs[1]!];
    const saved = await desk.post('productSave', body);
    expect(saved.status).toBe(200);
    expect(saved.body.data.skus[0]).toMatchObject({ id: f.sku.phoneBlack128.id, specs: ['Midnight', '128 GB'] });
    // Search reads the new title at once (its words are written when the title is: decision 043).
    const found = await call(t.app, 'GET', '/api/goods/search', { token: buyer.token, query: { keyword: '2026' } });
    expect(found.body.data.list.map((p: { id: number }) => p.id)).toContain(phone.id);

    const kept = await orderDetail(buyer.token, order.id);
    expect(kept.lines[0]).toMatchObject({
      title: 'Nimbus Smartphone 5G',
      specs: ['Black', '128 GB'],
      price_cents: 39_900,
    });
    expect(kept.total_cents).toBe(order.total_cents);
    const before = await balanceOf(t.database, buyer.id);
    const paid = await call(t.app, 'POST', '/api/order/pay', {
      token: buyer.token,
      body: { order_ids: [order.id], pay_password: PAY_CODE },
    });
    expect(paid.status).toBe(200);
    expect(await balanceOf(t.database, buyer.id)).toBe(before - order.total_cents);
    await expectLedgerHolds(t.database);

    const detail = await call(t.app, 'GET', '/api/goods/detail', {
      token: buyer.token,
      query: { id: String(phoneId) },
    });
    expect(detail.body.data.skus[0]).toMatchObject({ specs: ['Midnight', '128 GB'], price_cents: 42_000 });
    expect(detail.body.data.title).toBe('Nimbus Smartphone 5G (2026)');
    await productStockHolds();
  });

  it('an ordered SKU is never removed: the edit is refused and changes nothing', async () => {
    const phone = await loadPhone();
    const res = await desk.post(
      'productSave',
      phoneBody(phone, (list) => list.filter((s) => s.id !== f.sku.phoneBlack128.id)),
    );
    expect(res.status).toBe(409);
    expect(res.body.msg).toBe('This SKU has been ordered and cannot be removed; set its stock to 0 instead');
    expect(await loadPhone()).toEqual(phone);
  });

  it('stock given back by a cancelled order lands on the SKU as the operator last set it', async () => {
    const buyer = await walletBuyer(t.app, t.database);
    await addAddress(t.app, buyer.token);
    const placed = await placeOrder(t.app, buyer.token, [{ sku_id: f.sku.phoneBlack128.id, quantity: 1 }]);
    const set = await desk.post('skuSave', { id: f.sku.phoneBlack128.id, stock: 20 });
    expect(set.body.data.skus[0].stock).toBe(20);
    const cancelled = await call(t.app, 'POST', '/api/order/cancel', {
      token: buyer.token,
      body: { id: placed.orders[0]!.id },
    });
    expect(cancelled.status).toBe(200);
    expect((await loadPhone()).skus[0]!.stock).toBe(21);
    await productStockHolds();
  });

  it('a SKU removed while in buyers’ bags leaves those bags; the rest of each bag stays', async () => {
    const silver256 = (await loadPhone()).skus.find((s) => s.specs.join('/') === 'Silver/256 GB')!;
    const [first, second] = [await walletBuyer(t.app, t.database), await walletBuyer(t.app, t.database)];
    for (const buyer of [first, second]) {
      await call(t.app, 'POST', '/api/cart/add', { token: buyer.token, body: { sku_id: silver256.id, quantity: 1 } });
    }
    await call(t.app, 'POST', '/api/cart/add', {
      token: first.token,
      body: { sku_id: f.sku.keyboard.id, quantity: 2 },
    });

    const phone = await loadPhone();
    const res = await desk.post(
      'productSave',
      phoneBody(phone, (list) => list.filter((s) => s.id !== silver256.id)),
    );
    expect(res.status).toBe(200);
    expect(res.body.data.skus).toHaveLength(3);

    const bag = await call(t.app, 'GET', '/api/cart/list', { token: first.token });
    const items = bag.body.data.shops.flatMap((s: { items: { sku_id: number; quantity: number }[] }) => s.items);
    expect(items).toEqual([expect.objectContaining({ sku_id: f.sku.keyboard.id, quantity: 2 })]);
    expect((await call(t.app, 'GET', '/api/cart/count', { token: second.token })).body.data.count).toBe(0);
    const detail = await call(t.app, 'GET', '/api/goods/detail', {
      token: first.token,
      query: { id: String(phoneId) },
    });
    expect(detail.body.data.skus.map((s: { id: number }) => s.id)).not.toContain(silver256.id);
    await productStockHolds();
  });
});
