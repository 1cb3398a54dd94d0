import fs from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { AdminFxApi, FxApi } from '@tradewind/contract';
import { call, registerBuyer } from '../../test/api.js';
import { useTestApp } from '../../test/build.js';
import { operatorOf } from '../../test/wallet.js';
import { DEMO_ECB_FILE, seedFxRates } from '../../seed/fx-rates.js';
import { fxRates } from '../../db/schema/index.js';

/** Exchange rates (decision 039): the buyers' table, and the operator's console calls, on a real database. */
const t = useTestApp();
let operator: { token: string; account: string };
beforeAll(async () => {
  await seedFxRates(t.database.db);
  operator = await operatorOf(t.app, t.database);
});

type Row = { currency: string; rate: string | null; set_at: string | null; source: string | null; stale: boolean };
const rateOf = (list: Row[], currency: string) => list.find((row) => row.currency === currency);
/** The buyers' table as a buyer reads it (a visitor's copy may be kept two seconds by the HTTP cache). */
const buyersTable = async (token: string) => (await call(t.app, 'GET', FxApi.rates, { token })).body.data.list as Row[];
const consoleTable = async () =>
  (await call(t.app, 'GET', AdminFxApi.rates, { token: operator.token })).body.data.list as Row[];

/** The next day's file, in the ECB's own shape: the dollar weaker, the won and the yen moved. */
const nextDay = fs
  .readFileSync(DEMO_ECB_FILE, 'utf8')
  .replace("time='2026-11-26'", "time='2026-11-27'")
  .replace("currency='USD' rate='1.1597'", "currency='USD' rate='1.1650'")
  .replace("currency='KRW' rate='1611.43'", "currency='KRW' rate='1630.20'");

describe('the rates buyers see', () => {
  it("lists every display currency's rate per dollar with its time and source, the dollar itself none", async () => {
    const res = await call(t.app, 'GET', FxApi.rates);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    const list = res.body.data.list as Row[];
    expect(list.map((row) => row.currency)).toEqual([
      'EUR', 'GBP', 'JPY', 'KRW', 'CNY', 'TWD', 'HKD', 'THB', 'VND', 'IDR',
      'TRY', 'BRL', 'MXN', 'AUD', 'CAD', 'SGD', 'CHF', 'CLP', 'NZD', 'AED', 'SAR', 'RUB',
    ]); // prettier-ignore
    // Per euro in the ECB's file, per dollar here: 1611.43 / 1.1597 and 1 / 1.1597, six significant digits.
    expect(rateOf(list, 'KRW')).toEqual({
      currency: 'KRW',
      rate: '1389.52',
      set_at: '2026-11-26T13:10:00.000Z',
      source: 'ecb',
    });
    expect(rateOf(list, 'EUR')?.rate).toBe('0.862292');
    expect(rateOf(list, 'IDR')?.rate).toBe('16741.6');
    // The file lacks these: entered by hand the same day.
    expect(rateOf(list, 'TWD')).toMatchObject({ rate: '31.352', source: 'manual' });
    expect(rateOf(list, 'VND')).toMatchObject({ rate: '26315', source: 'manual' });
  });
});

describe("the operator's exchange rates", () => {
  it('lists every currency with its rate, when and by whom it was set, and the age after which it is stale', async () => {
    const res = await call(t.app, 'GET', AdminFxApi.rates, { token: operator.token });
    expect(res.status).toBe(200);
    expect(res.body.data.stale_after_hours).toBe(48);
    expect(res.body.data.list).toHaveLength(22); // every display currency but the dollar
    expect(rateOf(res.body.data.list, 'JPY')).toMatchObject({
      rate: '154.885',
      set_at: '2026-11-26T13:10:00.000Z',
      source: 'ecb',
      set_by: null,
    });
  });

  it('sets one rate by hand, true from now and not stale; buyers see it at once', async () => {
    const buyer = await registerBuyer(t.app);
    expect(rateOf(await buyersTable(buyer.token), 'THB')?.rate).toBe('32.3894');
    const before = Date.now();
    const res = await call(t.app, 'POST', AdminFxApi.rateSave, {
      token: operator.token,
      body: { currency: 'THB', rate: ' 32.75 ' },
    });
    expect(res.status).toBe(200);
    expect(res.body.msg).toBe('Saved');
    const thb = res.body.data.list.find((row: Row) => row.currency === 'THB');
    expect(thb).toMatchObject({ rate: '32.75', source: 'manual', set_by: operator.account, stale: false });
    expect(Date.parse(thb.set_at)).toBeGreaterThanOrEqual(before - 1_000);
    expect(rateOf(await buyersTable(buyer.token), 'THB')).toMatchObject({ rate: '32.75', source: 'manual' });
  });

  it('refuses a rate that is not one, or the dollar, naming the field and changing nothing', async () => {
    const table = await consoleTable();
    for (const rate of ['0', '0.000', '-1', '1,5', '1e3', 'abc', '', '01.5', '12345678901']) {
      const res = await call(t.app, 'POST', AdminFxApi.rateSave, {
        token: operator.token,
        body: { currency: 'KRW', rate },
      });
      expect(res.status, rate).toBe(400);
      expect(Object.keys(res.body.fields)).toEqual(['rate']);
    }
    const zero = await call(t.app, 'POST', AdminFxApi.rateSave, {
      token: operator.token,
      body: { currency: 'KRW', rate: '0' },
      lang: 'ko',
    });
    expect(zero.body.fields.rate).toBe('0보다 큰 환율을 소수점(.)으로 입력하세요. 예: 1389.52 (1미국 달러당 단위)');
    for (const currency of ['USD', 'XXX', 'krw']) {
      const res = await call(t.app, 'POST', AdminFxApi.rateSave, {
        token: operator.token,
        body: { currency, rate: '2' },
      });
      expect(res.status, currency).toBe(400);
      expect(Object.keys(res.body.fields)).toEqual(['currency']);
    }
    expect(await consoleTable()).toEqual(table);
  });

  it("imports a whole table from the ECB's daily file, leaving what it lacks as it was, and says which changed", async () => {
    const handTwd = rateOf(await consoleTable(), 'TWD');
    const res = await call(t.app, 'POST', AdminFxApi.ratesImport, { token: operator.token, body: { xml: nextDay } });
    expect(res.status).toBe(200);
    expect(res.body.data.date).toBe('2026-11-27');
    expect(res.body.data.kept).toEqual(['TWD', 'VND', 'CLP', 'AED', 'SAR', 'RUB']);
    expect(res.body.data.updated).toEqual([
      'EUR', 'GBP', 'JPY', 'KRW', 'CNY', 'HKD', 'THB', 'IDR',
      'TRY', 'BRL', 'MXN', 'AUD', 'CAD', 'SGD', 'CHF', 'NZD',
    ]); // prettier-ignore
    const list = res.body.data.list as Row[];
    // 1630.20 / 1.1650 = 1,399.3133…; the euro 1 / 1.1650 = 0.858369…
    expect(rateOf(list, 'KRW')).toMatchObject({
      rate: '1399.31',
      set_at: '2026-11-27T13:10:00.000Z',
      source: 'ecb',
      set_by: operator.account,
    });
    expect(rateOf(list, 'EUR')?.rate).toBe('0.858369');
    // The hand-set baht is overwritten by the file's; the dong and the Taiwan dollar are not in it.
    expect(rateOf(list, 'THB')).toMatchObject({ rate: '32.2421', source: 'ecb' });
    expect(rateOf(list, 'TWD')).toEqual(handTwd);
  });

  it('refuses a file that is not that format, malformed or hostile, with a clear message and nothing changed', async () => {
    const table = await consoleTable();
    const hostile = [
      // An external entity (XXE): never loaded.
      nextDay.replace(
        '<gesmes:Envelope',
        '<!DOCTYPE gesmes:Envelope [<!ENTITY rate SYSTEM "file:///etc/passwd">]>\n<gesmes:Envelope',
      ),
      // Entities that expand (billion laughs): never expanded.
      `<!DOCTYPE x [<!ENTITY a "1234567890"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">]>${nextDay.replace(/^<\?xml[^>]*>/, '')}`,
      nextDay.slice(0, nextDay.length / 2),
      nextDay.replace("rate='1630.20'", "rate='-3'"),
      '<html><body><table><tr><td>USD</td><td>1.1650</td></tr></table></body></html>',
      'currency,rate\nUSD,1.1650\n',
    ];
    for (const xml of hostile) {
      const res = await call(t.app, 'POST', AdminFxApi.ratesImport, { token: operator.token, body: { xml } });
      expect(res.status, xml.slice(0, 60)).toBe(400);
      expect(res.body).toMatchObject({
        error: 'VALIDATION',
        fields: {
          xml: 'This is not a European Central Bank daily reference rates file (eurofxref-daily.xml): nothing was changed',
        },
      });
    }
    const tooLong = await call(t.app, 'POST', AdminFxApi.ratesImport, {
      token: operator.token,
      body: { xml: nextDay.padEnd(40_001, ' ') },
    });
    expect(tooLong.status).toBe(400);
    expect(await consoleTable()).toEqual(table);
  });

  it('marks stale a rate set longer ago than the set age (48 hours), and one never set', async () => {
    const september = nextDay.replace("time='2026-11-27'", "time='2026-09-01'");
    await call(t.app, 'POST', AdminFxApi.rateSave, { token: operator.token, body: { currency: 'VND', rate: '26400' } });
    const res = await call(t.app, 'POST', AdminFxApi.ratesImport, { token: operator.token, body: { xml: september } });
    expect(rateOf(res.body.data.list, 'KRW')).toMatchObject({ set_at: '2026-09-01T12:10:00.000Z', stale: true });
    expect(rateOf(res.body.data.list, 'VND')).toMatchObject({ rate: '26400', stale: false });
    await t.database.db.delete(fxRates).where(eq(fxRates.currency, 'CLP'));
    expect(rateOf(await consoleTable(), 'CLP')).toEqual({
      currency: 'CLP',
      rate: null,
      set_at: null,
      source: null,
      set_by: null,
      stale: true,
    });
    expect(rateOf(await buyersTable(operator.token), 'CLP')).toBeUndefined();
  });

  it("is the operator's alone: a buyer's token is refused and a visitor must sign in", async () => {
    const buyer = await registerBuyer(t.app);
    const table = await consoleTable();
    const calls = [
      ['GET', AdminFxApi.rates, undefined],
      ['POST', AdminFxApi.rateSave, { currency: 'KRW', rate: '1' }],
      ['POST', AdminFxApi.ratesImport, { xml: nextDay }],
    ] as const;
    for (const [method, url, body] of calls) {
      expect((await call(t.app, method, url, { token: buyer.token, body })).status, url).toBe(403);
      expect((await call(t.app, method, url, { body })).status, url).toBe(401);
    }
    expect(await consoleTable()).toEqual(table);
  });
});
