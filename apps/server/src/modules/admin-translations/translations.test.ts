import { beforeAll, describe, expect, it } from 'vitest';
import {
  AdminTranslationsApi,
  CartApi,
  CatalogueApi,
  type CartData,
  type ProductCard,
  type ProductDetail,
} from '@tradewind/contract';
import { useTestApp } from '../../test/build.js';
import { call, registerBuyer } from '../../test/api.js';
import { insertCatalogueFixture } from '../../test/catalogue-fixture.js';
import { operatorOf } from '../../test/wallet.js';

// Visitors' answers are kept two seconds (plugins/http-cache.ts); these tests read each change at once.
const t = useTestApp({ sharedAnswerMs: 0 });
let f: Awaited<ReturnType<typeof insertCatalogueFixture>>;
let operator: { token: string };
beforeAll(async () => {
  f = await insertCatalogueFixture(t.database.db);
  operator = await operatorOf(t.app, t.database);
});

/** A reader with no translation written: the original answers, marked with its language. */
const UNTRANSLATED = 'fr';
const KOREAN_TITLE = '님버스 스마트폰 5G';

const save = (body: object, token = operator.token) =>
  call(t.app, 'POST', AdminTranslationsApi.translationSave, { token, body });
const detail = async (id: number, lang: string) =>
  (await call(t.app, 'GET', CatalogueApi.detail, { query: { id: String(id) }, lang })).body.data as ProductDetail;
const cardOf = async (url: string, id: number, lang: string) =>
  ((await call(t.app, 'GET', url, { lang })).body.data.list as ProductCard[]).find((card) => card.id === id);

describe('the catalogue in the reader’s language', () => {
  it('answers a Korean reader in Korean and another reader in the original, marked with its language', async () => {
    const nimbus = f.products[3]!;
    const saved = await save({
      kind: 'product',
      id: nimbus.id,
      lang: 'ko',
      title: KOREAN_TITLE,
      description: '두 가지 색상의 5G 스마트폰.',
      terms: { Colour: '색상', Black: '블랙', Silver: '실버' },
    });
    expect(saved.status).toBe(200);
    const korean = saved.body.data.list.find((row: { lang: string }) => row.lang === 'ko');
    expect(korean).toMatchObject({ title: KOREAN_TITLE, terms: { Colour: '색상', Black: '블랙', Capacity: '' } });

    const ko = await detail(nimbus.id, 'ko');
    expect(ko.title).toBe(KOREAN_TITLE);
    expect(ko.title_lang).toBeUndefined();
    expect(ko.description).toBe('두 가지 색상의 5G 스마트폰.');
    expect(ko.specs[0]).toEqual({ name: '색상', values: ['블랙', '실버'] });
    // "Capacity" has no Korean word yet: the name is the original's, marked; "128 GB" needs none.
    expect(ko.specs[1]).toEqual({ name: 'Capacity', values: ['128 GB', '256 GB'], name_lang: 'en' });
    expect(ko.skus.map((sku) => sku.specs[0])).toEqual(['블랙', '블랙', '실버', '실버']);

    const other = await detail(nimbus.id, UNTRANSLATED);
    expect(other).toMatchObject({ title: 'Nimbus Smartphone 5G', title_lang: 'en', description_lang: 'en' });
    expect(other.specs[0]).toMatchObject({ name: 'Colour', name_lang: 'en', values_lang: 'en' });

    const list = `${CatalogueApi.list}?sort=sales&limit=20`;
    expect(await cardOf(list, nimbus.id, 'ko')).toMatchObject({ title: KOREAN_TITLE });
    expect((await cardOf(list, nimbus.id, 'ko'))!.title_lang).toBeUndefined();
    expect(await cardOf(list, nimbus.id, UNTRANSLATED)).toMatchObject({ title: nimbus.title, title_lang: 'en' });
    // The original's own readers get no mark.
    expect((await cardOf(list, nimbus.id, 'en'))!.title_lang).toBeUndefined();
  });

  it("shows the buyer's bag and favourites in their language: titles and spec values", async () => {
    const nimbus = f.products[3]!;
    await save({
      kind: 'product',
      id: nimbus.id,
      lang: 'ko',
      title: KOREAN_TITLE,
      terms: { Colour: '색상', Black: '블랙', Silver: '실버' },
    });
    const buyer = await registerBuyer(t.app);
    const black = (await detail(nimbus.id, 'en')).skus.find((sku) => sku.specs.join() === 'Black,128 GB')!;
    const added = await call(t.app, 'POST', CartApi.add, {
      token: buyer.token,
      body: { sku_id: black.id, quantity: 1 },
      lang: 'ko',
    });
    // The answer to the change is in the reader's language too, so the bag does not flicker back to English.
    const addedLine = (added.body.data as CartData).shops[0]!.items[0]!;
    expect(addedLine).toMatchObject({ title: KOREAN_TITLE, specs: ['블랙', '128 GB'] });
    const bag = async (lang: string) =>
      ((await call(t.app, 'GET', CartApi.list, { token: buyer.token, lang })).body.data as CartData).shops[0]!
        .items[0]!;
    expect(await bag('ko')).toMatchObject({ title: KOREAN_TITLE, specs: ['블랙', '128 GB'] });
    expect(await bag(UNTRANSLATED)).toMatchObject({ title: nimbus.title, specs: ['Black', '128 GB'] });

    await call(t.app, 'POST', CatalogueApi.favourite, { token: buyer.token, body: { product_id: nimbus.id } });
    const favourites = await call(t.app, 'GET', CatalogueApi.myFavourites, { token: buyer.token, lang: 'ko' });
    expect((favourites.body.data.list as ProductCard[])[0]).toMatchObject({ id: nimbus.id, title: KOREAN_TITLE });
  });

  it('finds a product by its title in any language it has, and no longer once that title is removed', async () => {
    const keyboard = f.products[2]!;
    await save({ kind: 'product', id: keyboard.id, lang: 'ko', title: '포켓 기계식 키보드' });
    const search = `${CatalogueApi.search}?keyword=${encodeURIComponent('기계식 키보드')}&exact=1`;
    // An English reader finds it by its Korean title too, and reads it in English.
    expect(await cardOf(search, keyboard.id, 'en')).toMatchObject({ title: keyboard.title });
    expect(await cardOf(search, keyboard.id, 'ko')).toMatchObject({ title: '포켓 기계식 키보드' });

    await save({ kind: 'product', id: keyboard.id, lang: 'ko', title: '' });
    expect(await cardOf(search, keyboard.id, 'ko')).toBeUndefined();
  });

  it("translates a shop's description and city, and keeps its name", async () => {
    const shop = f.circuit;
    await save({ kind: 'shop', id: shop.id, lang: 'ko', description: '노트북과 휴대폰', city: '선전' });
    const info = async (lang: string) =>
      (await call(t.app, 'GET', CatalogueApi.shopInfo, { query: { id: String(shop.id) }, lang })).body.data;
    expect(await info('ko')).toMatchObject({ name: shop.name, description: '노트북과 휴대폰' });
    expect((await info('ko')).description_lang).toBeUndefined();
    expect(await info(UNTRANSLATED)).toMatchObject({ description: shop.description, description_lang: 'en' });
  });

  it('is the platform’s edit: a buyer is refused, an unknown product is not found', async () => {
    const buyer = await registerBuyer(t.app);
    const refused = await save({ kind: 'product', id: f.products[0]!.id, lang: 'ko', title: '탈취' }, buyer.token);
    expect(refused.status).toBe(403);
    expect((await detail(f.products[0]!.id, 'ko')).title).toBe(f.products[0]!.title);
    expect((await save({ kind: 'product', id: 999_999, lang: 'ko', title: '없음' })).status).toBe(404);
    const read = await call(t.app, 'GET', AdminTranslationsApi.translations, {
      token: operator.token,
      query: { kind: 'shop', id: String(f.harbour.id) },
    });
    expect(read.status).toBe(200);
    expect(read.body.data.list.map((row: { lang: string }) => row.lang)).not.toContain('en');
  });
});
