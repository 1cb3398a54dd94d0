import { beforeAll, describe, expect, it } from 'vitest';
import { CatalogueApi } from '@tradewind/contract';
import { useTestApp } from '../../test/build.js';
import { call, registerBuyer } from '../../test/api.js';
import { insertCatalogueFixture } from '../../test/catalogue-fixture.js';

const t = useTestApp();
let f: Awaited<ReturnType<typeof insertCatalogueFixture>>;
beforeAll(async () => {
  f = await insertCatalogueFixture(t.database.db);
});

const LIST = '/api/goods/list?sort=sales&limit=10';
const get = (url: string, token?: string, headers?: Record<string, string>) =>
  call(t.app, 'GET', url, { token, headers });
const flagsOf = (body: { data: { list: { id: number; favourite?: boolean }[] } }) =>
  Object.fromEntries(body.data.list.map((card) => [card.id, card.favourite]));
/** An answer spliced from the shared answer's template carries the template's tag and the flag bits (ADR 018). */
const fromTemplate = (etag: unknown) => String(etag).includes('.');

describe("a warm buyer's catalogue answer: the shared bytes with their own flags", () => {
  it('is the answer the route gives, with each buyer their own favourites, changed at once', async () => {
    const product = f.products[0]!.id;
    const [fan, other] = [await registerBuyer(t.app), await registerBuyer(t.app)];
    await call(t.app, 'POST', CatalogueApi.favourite, { token: fan.token, body: { product_id: product } });

    const first = await get(LIST, fan.token); // the route: reads the flags into memory
    const second = await get(LIST, fan.token);
    expect(fromTemplate(second.headers.etag)).toBe(true);
    expect({ ...second.body, time: 0 }).toEqual({ ...first.body, time: 0 });
    expect(flagsOf(second.body)[product]).toBe(true);

    await get(LIST, other.token);
    const others = await get(LIST, other.token);
    expect(fromTemplate(others.headers.etag)).toBe(true);
    expect(flagsOf(others.body)[product]).toBe(false);
    expect(others.headers.etag).not.toBe(second.headers.etag);
    expect(Object.values(flagsOf(others.body)).every((flag) => flag === false)).toBe(true);

    const visitor = await get(LIST);
    expect(visitor.body.data.list.every((card: object) => !('favourite' in card))).toBe(true);

    await call(t.app, 'POST', CatalogueApi.unfavourite, { token: fan.token, body: { product_id: product } });
    await get(LIST, fan.token);
    expect(flagsOf((await get(LIST, fan.token)).body)[product]).toBe(false);
  });

  it("keeps the buyer's own ETag: a match is a 304, private", async () => {
    const buyer = await registerBuyer(t.app);
    await get(LIST, buyer.token);
    const answer = await get(LIST, buyer.token);
    const again = await t.app.inject({
      method: 'GET',
      url: LIST,
      headers: { token: buyer.token, 'if-none-match': answer.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
    expect(again.headers['cache-control']).toBe('private, no-cache');
  });

  it('a product page still marks the view, and shows the followed shop', async () => {
    const buyer = await registerBuyer(t.app);
    const [a, b] = [f.products[1]!, f.products[2]!];
    await call(t.app, 'POST', CatalogueApi.follow, { token: buyer.token, body: { shop_id: a.shopId } });
    await get(`${CatalogueApi.detail}?id=${b.id}`, buyer.token);
    await get(`${CatalogueApi.detail}?id=${a.id}`, buyer.token);
    const page = await get(`${CatalogueApi.detail}?id=${a.id}`, buyer.token);
    expect(fromTemplate(page.headers.etag)).toBe(true);
    expect(page.body.data).toMatchObject({ id: a.id, favourite: false, shop: { id: a.shopId, followed: true } });

    // Back to b: its view is written again (the route runs), so b leads the recently-viewed list.
    const back = await get(`${CatalogueApi.detail}?id=${b.id}`, buyer.token);
    expect(fromTemplate(back.headers.etag)).toBe(false);
    const viewed = await get(CatalogueApi.recentlyViewed, buyer.token);
    expect(viewed.body.data.list.map((p: { id: number }) => p.id).slice(0, 2)).toEqual([b.id, a.id]);
  });
});
