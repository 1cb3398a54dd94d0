import { beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../test/api.js';
import { insertCustomsFixture } from '../../test/customs-fixture.js';
import { useOrderDesk } from '../../test/order-desk.js';
import { addAddress, customsIdFor, placeOrder } from '../../test/order-fixture.js';

/** Decision 040: the operator keeps each destination's rules; the buyer's product page reads its own. */
const desk = useOrderDesk();
const { t } = desk;
let coatSku: number;
beforeAll(async () => {
  coatSku = (await insertCustomsFixture(t.database)).coatSku.id;
});

const list = () => call(t.app, 'GET', '/api/admin/customs_destinations', { token: desk.operator.token });
const save = (body: Record<string, unknown>, token = desk.operator.token, lang?: string) =>
  call(t.app, 'POST', '/api/admin/customs_destination_save', { token, body, lang });
const korea = {
  country: 'KR',
  threshold: '200',
  threshold_currency: 'USD',
  tax_kind: 'vat',
  tax_bps: 1_200,
  tax_below_threshold: false,
  value_basis: 'cif',
  default_duty_bps: 800,
  duty_bps: { menswear: 1_500 },
  source: 'https://www.customs.go.kr',
};

describe("the operator's customs rules", () => {
  it('lists the destinations with their sources, and edits one: its threshold, tax and duty rates', async () => {
    const before = (await list()).body.data.list;
    expect(before.map((d: { country: string }) => d.country)).toEqual(['BR', 'FR', 'GB', 'KR']);
    expect(before.find((d: { country: string }) => d.country === 'FR')).toMatchObject({
      threshold_minor: 150_00,
      threshold_currency: 'EUR',
      tax_bps: 2_000,
      tax_below_threshold: true,
      source: expect.stringContaining('taxation-customs.ec.europa.eu'),
    });
    const res = await save(korea);
    expect(res.body).toMatchObject({
      msg: 'Saved',
      data: { country: 'KR', threshold_minor: 200_00, tax_bps: 1_200, duty_bps: { menswear: 1_500 } },
    });
    // A coat of $180 is now under the threshold: nothing to pay.
    const buyer = await desk.shopper();
    await addAddress(t.app, buyer.token, { country: 'KR', is_default: true, ...customsIdFor('KR') });
    const preview = await call(t.app, 'POST', '/api/order/preview', {
      token: buyer.token,
      body: { items: [{ sku_id: coatSku, quantity: 1 }] },
    });
    expect(preview.body.data).toMatchObject({ import_duty_cents: 0, import_tax_cents: 0 });
    await save({ ...korea, threshold: '150', tax_bps: 1_000, duty_bps: { menswear: 1_300 } });
  });

  it('adds a destination; a threshold with more decimals than its currency has is refused on its field', async () => {
    const japan = { ...korea, country: 'jp', threshold: '10000', threshold_currency: 'JPY', tax_kind: 'consumption' };
    expect((await save(japan)).body.data).toMatchObject({ country: 'JP', threshold_minor: 10_000 });
    const refused = await save({ ...japan, threshold: '10000.5' }, desk.operator.token, 'fr');
    expect(refused.status).toBe(400);
    expect(refused.body.fields).toEqual({ threshold: 'Cette valeur n’est pas valide' });
    const tooHigh = await save({ ...korea, tax_bps: 10_001 });
    expect(tooHigh.body.fields).toHaveProperty('tax_bps');
  });

  it('is the operator’s only', async () => {
    const buyer = await desk.shopper();
    expect((await save(korea, buyer.token)).status).toBe(403);
    expect((await call(t.app, 'GET', '/api/admin/customs_destinations', { token: buyer.token })).status).toBe(403);
  });
});

describe("the buyer's destination", () => {
  it("answers the default address's country, its rules and its threshold's rate; nothing without a country", async () => {
    const buyer = await desk.shopper();
    const destination = () => call(t.app, 'GET', '/api/customs/destination', { token: buyer.token });
    expect((await destination()).body.data).toEqual({ country: null, rule: null, threshold_rate: null });
    await addAddress(t.app, buyer.token, { country: 'FR', is_default: true });
    expect((await destination()).body.data).toMatchObject({
      country: 'FR',
      rule: { threshold_minor: 150_00, threshold_currency: 'EUR', tax_kind: 'vat', duty_bps: { menswear: 1_200 } },
      threshold_rate: '0.9',
    });
    expect((await call(t.app, 'GET', '/api/customs/destination')).status).toBe(401);
  });
});

describe("the operator's order export", () => {
  it('is a CSV of the orders found, with each one’s import duty and tax beside its total', async () => {
    const buyer = await desk.shopper();
    await addAddress(t.app, buyer.token, { country: 'BR', is_default: true, ...customsIdFor('BR') });
    const { orders } = await placeOrder(t.app, buyer.token, [{ sku_id: desk.f.sku.keyboard.id, quantity: 1 }]);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/admin/order_export?sn=${orders[0]!.sn}`,
      headers: { token: desk.operator.token },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    const [header, row, end] = res.body.split('\r\n');
    expect(header).toBe(
      'sn,created_at,paid_at,status,buyer,shop,country,goods,freight,discount,import_duty,import_tax,total,currency',
    );
    expect(row).toMatch(
      new RegExp(
        `^${orders[0]!.sn},[^,]+,,0,${buyer.account},Shenzhen Circuit Hub,BR,59.00,5.00,0.00,12.80,13.06,89.86,USD$`,
      ),
    );
    expect(end).toBe('');
  });
});
