import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { products } from '../../db/schema/index.js';
import { SHARED_ANSWER_MS } from '../../plugins/http-cache.js';
import { call } from '../../test/api.js';
import { useTestApp } from '../../test/build.js';
import { insertCatalogueFixture } from '../../test/catalogue-fixture.js';
import { operatorOf } from '../../test/wallet.js';
import { RANKING_MS } from './search.js';

/**
 * ADR 022: a search by relevance keeps its ranking (the ids of its matches, in order) for RANKING_MS, and cuts
 * every page from it with the products read again. So prices, stock and the shelf are as current as any list's
 * (two seconds), and only a product new to the search waits for the next ranking.
 */
const t = useTestApp();
let f: Awaited<ReturnType<typeof insertCatalogueFixture>>;
beforeAll(async () => {
  f = await insertCatalogueFixture(t.database.db);
});
afterEach(() => {
  vi.useRealTimers();
});

const search = async (keyword: string) =>
  (await call(t.app, 'GET', '/api/goods/search', { query: { keyword } })).body.data as {
    list: { id: number; title: string; price_cents: number }[];
    total: number;
  };
const later = (ms: number) => vi.setSystemTime(Date.now() + ms);

describe('a search keeps its ranking, not its products', () => {
  it('shows a new price, and drops a product taken off the shelf, as soon as any list would', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    const first = await search('laptop');
    const [top] = first.list;
    await t.database.db
      .update(products)
      .set({ priceCents: top!.price_cents + 500 })
      .where(eq(products.id, top!.id));
    later(SHARED_ANSWER_MS);
    expect((await search('laptop')).list.find((p) => p.id === top!.id)?.price_cents).toBe(top!.price_cents + 500);

    await t.database.db.update(products).set({ onShelf: false }).where(eq(products.id, top!.id));
    later(SHARED_ANSWER_MS);
    expect((await search('laptop')).list.map((p) => p.id)).not.toContain(top!.id);
    await t.database.db.update(products).set({ onShelf: true }).where(eq(products.id, top!.id));
  });

  it('finds a product new to the search once the ranking is renewed', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    const before = await search('lantern');
    expect(before.total).toBe(0);
    await t.database.db.insert(products).values({
      shopId: f.circuit.id,
      categoryId: f.computer.id,
      title: 'Trailhead Camping Lantern',
      description: 'Bright and light',
      images: ['/uploads/p.svg'],
      priceCents: 1999,
      originalPriceCents: 2499,
      stock: 5,
    });
    later(SHARED_ANSWER_MS);
    expect((await search('lantern')).total).toBe(0);
    later(RANKING_MS);
    expect((await search('lantern')).list.map((p) => p.title)).toEqual(['Trailhead Camping Lantern']);
  });

  it('forgets its rankings when an operator changes the catalogue in this process', async () => {
    const operator = await operatorOf(t.app, t.database);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    expect((await search('kayak')).total).toBe(0);
    await t.database.db.insert(products).values({
      shopId: f.harbour.id,
      categoryId: f.phone.id,
      title: 'Harbour Inflatable Kayak',
      description: 'Two seats',
      images: ['/uploads/p.svg'],
      priceCents: 15900,
      originalPriceCents: 15900,
      stock: 2,
    });
    const [phone] = f.products;
    const edited = await call(t.app, 'POST', '/api/admin/product_shelf', {
      token: operator.token,
      body: { id: phone!.id, on_shelf: true },
    });
    expect(edited.status).toBe(200);
    // A visitor's answer itself is still kept for its two seconds (ADR 006); the ranking is not waited for.
    later(SHARED_ANSWER_MS);
    expect((await search('kayak')).list.map((p) => p.title)).toEqual(['Harbour Inflatable Kayak']);
  });
});
