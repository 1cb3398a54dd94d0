import { Writable } from 'node:stream';
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { addresses, cartItems, customsIdReveals, orders, skus } from '../../db/schema/index.js';
import { loggerOptions } from '../../lib/logger.js';
import { useTestApp } from '../../test/build.js';
import { call } from '../../test/api.js';
import { ADDRESS, addAddress, insertOrderFixture } from '../../test/order-fixture.js';
import { operatorOf, walletBuyer } from '../../test/wallet.js';

/** Everything the app logs, as a person reading the log would see it. */
let log = '';
const destination = new Writable({
  write(chunk: Buffer, _encoding, done) {
    log += chunk.toString();
    done();
  },
});
const t = useTestApp({ logger: await loggerOptions({ level: 'info', format: 'json', destination }) });
let f: Awaited<ReturnType<typeof insertOrderFixture>>;
let operator: { token: string; id: number };
beforeAll(async () => {
  f = await insertOrderFixture(t.database);
  operator = await operatorOf(t.app, t.database);
});

/** A made-up PCCC and CPF (the CPF's check digits computed: 123.456.789 → 09); nobody's. */
const PCCC = 'P500012345234';
const CPF = '123.456.789-09';
const SEOUL = {
  ...ADDRESS,
  addressee: 'Kim Minji',
  mobile: '+82 10-5555-0123',
  area: 'Seoul, Mapo-gu',
  detailed_address: '27 Yanghwa-ro',
  country: 'KR',
  postal_code: '04038',
};

const detailOf = async (token: string, id: number) =>
  (await call(t.app, 'GET', '/api/user/address', { token, query: { id: String(id) } })).body.data;
const stockOf = async (skuId: number) =>
  (await t.database.db.select({ s: skus.stock }).from(skus).where(eq(skus.id, skuId)))[0]!.s;
const storedAddress = async (id: number) =>
  (await t.database.db.select().from(addresses).where(eq(addresses.id, id)))[0]!;

describe('an address’s country shapes it', () => {
  it('keeps the postal code of the country’s pattern, and refuses one that does not fit, in the buyer’s language', async () => {
    const buyer = await walletBuyer(t.app, t.database);
    const saved = await addAddress(t.app, buyer.token, { country: 'nl', postal_code: '9276 dd' });
    expect(await detailOf(buyer.token, saved.id)).toMatchObject({
      country: 'NL',
      postal_code: '9276 DD',
      customs_id_masked: null,
    });

    const refused = await call(t.app, 'POST', '/api/user/address_add', {
      token: buyer.token,
      lang: 'fr',
      body: { ...SEOUL, postal_code: '040-38' },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.fields).toEqual({
      postal_code: 'Ce code postal ne correspond pas au format du pays : voyez l’exemple',
    });
    const required = await call(t.app, 'POST', '/api/user/address_add', {
      token: buyer.token,
      body: { ...SEOUL, country: 'JP', postal_code: '' },
    });
    expect(required.body.fields).toEqual({ postal_code: 'This field is required' });
    const [{ n }] = await t.database.db.select({ n: count() }).from(addresses).where(eq(addresses.userId, buyer.id));
    expect(n).toBe(1);
  });

  it('seals a customs ID, shows it masked, checks its digits, and lets it go with the country', async () => {
    const buyer = await walletBuyer(t.app, t.database);
    const wrong = await call(t.app, 'POST', '/api/user/address_add', {
      token: buyer.token,
      body: { ...SEOUL, country: 'BR', postal_code: '01310-100', customs_id: '123.456.789-08' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.fields).toEqual({ customs_id: 'This number does not add up: check it against your ID card' });
    const notAsked = await call(t.app, 'POST', '/api/user/address_add', {
      token: buyer.token,
      body: { ...ADDRESS, country: 'FR', postal_code: '75004', customs_id: PCCC },
    });
    expect(notAsked.body.fields).toEqual({
      customs_id: 'This country’s customs do not ask for an ID: leave it empty',
    });

    const saved = await addAddress(t.app, buyer.token, {
      ...SEOUL,
      country: 'BR',
      postal_code: '01310-100',
      customs_id: CPF,
    });
    expect(saved).toMatchObject({ customs_id_masked: '1•••••••909' });
    expect(JSON.stringify(saved)).not.toContain('12345678909');
    const row = await storedAddress(saved.id);
    expect(row.customsIdCipher).toMatch(/^v1\./);
    expect(row.customsIdCipher).not.toContain('12345678909');

    // An edit that does not send it keeps it; a change of country lets it go (another country asks another ID).
    const edit = { ...SEOUL, country: 'BR', postal_code: '01310-100', id: saved.id };
    await call(t.app, 'POST', '/api/user/address_add', { token: buyer.token, body: edit });
    expect((await detailOf(buyer.token, saved.id)).customs_id_masked).toBe('1•••••••909');
    const moved = await call(t.app, 'POST', '/api/user/address_add', {
      token: buyer.token,
      body: { ...edit, country: 'KR', postal_code: '04038' },
    });
    expect(moved.status).toBe(200);
    expect((await detailOf(buyer.token, saved.id)).customs_id_masked).toBeNull();
    expect((await storedAddress(saved.id)).customsIdCipher).toBeNull();
  });
});

describe('an order to a country whose customs need an ID', () => {
  it('is refused without one, naming the country, with nothing written', async () => {
    const buyer = await walletBuyer(t.app, t.database, 500_000);
    const address = await addAddress(t.app, buyer.token, SEOUL);
    const keyboardStock = await stockOf(f.sku.keyboard.id);
    await call(t.app, 'POST', '/api/cart/add', {
      token: buyer.token,
      body: { sku_id: f.sku.keyboard.id, quantity: 1 },
    });
    for (const [lang, country] of [
      ['en', 'South Korea'],
      ['fr', 'Corée du Sud'],
    ]) {
      const refused = await call(t.app, 'POST', '/api/order/create', {
        token: buyer.token,
        lang,
        headers: { 'idempotency-key': `customs-${lang}` },
        body: { address_id: address.id },
      });
      expect(refused.status).toBe(400);
      expect(refused.body.error).toBe('CUSTOMS_ID_REQUIRED');
      expect(refused.body.msg).toContain(country);
    }
    const [{ n }] = await t.database.db.select({ n: count() }).from(orders).where(eq(orders.userId, buyer.id));
    expect(n).toBe(0);
    const bag = await t.database.db.select().from(cartItems).where(eq(cartItems.userId, buyer.id));
    expect(bag).toHaveLength(1);
    expect(await stockOf(f.sku.keyboard.id)).toBe(keyboardStock);
    // The checkout says so before the buyer tries: its address has no customs ID.
    const preview = await call(t.app, 'POST', '/api/order/preview', { token: buyer.token, body: {} });
    expect(preview.body.data.address).toMatchObject({ country: 'KR', customs_id_masked: null });
  });

  it('is placed with one: kept sealed, masked to the buyer and the console, in full on a recorded "Show"; never logged', async () => {
    const buyer = await walletBuyer(t.app, t.database, 500_000);
    const address = await addAddress(t.app, buyer.token, { ...SEOUL, customs_id: PCCC });
    const created = await call(t.app, 'POST', '/api/order/create', {
      token: buyer.token,
      body: { items: [{ sku_id: f.sku.keyboard.id, quantity: 1 }], address_id: address.id },
    });
    expect(created.status).toBe(200);
    const id = created.body.data.orders[0].id as number;

    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, id));
    expect(row!.address).toMatchObject({ country: 'KR', postal_code: '04038', customs_id_masked: 'P•••••••••234' });
    expect(row!.address.customs_id_cipher).toMatch(/^v1\./);
    expect(JSON.stringify(row!.address)).not.toContain(PCCC);

    const mine = await call(t.app, 'GET', '/api/order/detail', { token: buyer.token, query: { id: String(id) } });
    expect(mine.body.data.address).toEqual({
      addressee: 'Kim Minji',
      mobile: '+82 10-5555-0123',
      area: 'Seoul, Mapo-gu',
      detailed_address: '27 Yanghwa-ro',
      tag: 'Home',
      country: 'KR',
      postal_code: '04038',
      customs_id_masked: 'P•••••••••234',
    });
    expect(JSON.stringify(mine.body)).not.toContain(PCCC);

    // The console reads it masked too; "Show" reveals it in full, and records who looked and when.
    const deskOf = async () =>
      (await call(t.app, 'GET', '/api/admin/order', { token: operator.token, query: { id: String(id) } })).body.data;
    const desk = await deskOf();
    expect(desk.address).toMatchObject({ customs_id_masked: 'P•••••••••234' });
    expect(desk.customs_id_reveals).toEqual([]);
    expect(JSON.stringify(desk)).not.toContain(PCCC);
    const forbidden = await call(t.app, 'GET', '/api/admin/order', { token: buyer.token, query: { id: String(id) } });
    expect(forbidden.status).toBe(403);
    const before = Date.now();
    const shown = await call(t.app, 'POST', '/api/admin/order_customs_id', { token: operator.token, body: { id } });
    expect(shown.status).toBe(200);
    expect(shown.body.data.customs_id).toBe(PCCC);
    const [look] = await t.database.db.select().from(customsIdReveals).where(eq(customsIdReveals.orderId, id));
    expect(look).toMatchObject({ orderId: id, operatorId: operator.id });
    expect(look!.revealedAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect((await deskOf()).customs_id_reveals).toEqual([
      { operator_id: operator.id, operator: expect.any(String), revealed_at: look!.revealedAt.toISOString() },
    ]);

    // A body logged on purpose is redacted too.
    t.app.log.warn({ body: { customs_id: PCCC } }, 'an address worth a look');
    expect(log).toContain('an address worth a look');
    expect(log).not.toContain(PCCC);
    expect(log).not.toContain('500012345234');
  });
});
