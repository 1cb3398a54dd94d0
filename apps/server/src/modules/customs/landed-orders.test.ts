import { beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { call } from '../../test/api.js';
import { addAddress, customsIdFor, placeOrder } from '../../test/order-fixture.js';
import { useOrderDesk } from '../../test/order-desk.js';
import { insertCustomsFixture } from '../../test/customs-fixture.js';
import { balanceOf, expectLedgerHolds } from '../../test/wallet.js';
import { customsDestinations } from '../../db/schema/index.js';
import { queryRows } from '../../db/client.js';

/** Decision 040: duties and import VAT/GST are worked out at checkout, paid with the order and refunded with it. */
const desk = useOrderDesk();
const { t } = desk;
let coatSku: number;
beforeAll(async () => {
  coatSku = (await insertCustomsFixture(t.database)).coatSku.id;
});

/** A shopper whose default address is in `country`. */
async function shopperIn(country: string | null) {
  const buyer = await desk.shopper();
  const address = await addAddress(t.app, buyer.token, { country, is_default: true, ...customsIdFor(country) });
  return { ...buyer, addressId: address.id };
}
const preview = (token: string, body: Record<string, unknown>) =>
  call(t.app, 'POST', '/api/order/preview', { token, body });

describe('landed cost at checkout', () => {
  it('Korea: duty on the coat (13 % of its CIF value), none on the keyboard (0 %), VAT 10 % on it all', async () => {
    const buyer = await shopperIn('KR');
    const items = [
      { sku_id: coatSku, quantity: 1 },
      { sku_id: desk.f.sku.keyboard.id, quantity: 1 },
      { sku_id: desk.f.sku.rugged.id, quantity: 1 },
    ];
    const seen = await preview(buyer.token, { items });
    // Circuit Hub: $239 of goods > US$150; freight $5 split by value, $1.23 and $3.77; duty 13 % × $183.77 =
    // $23.8901 → $23.89; VAT 10 % × ($244 + $23.89) = $26.789 → $26.79. Harbour Mobile: the phone $259, free
    // freight, 0 % duty, VAT $25.90.
    expect(seen.body.data).toMatchObject({
      customs: { country: 'KR', status: 'estimated', tax_kind: 'vat' },
      groups: [
        {
          goods_cents: 239_00,
          freight_cents: 5_00,
          import_duty_cents: 23_89,
          import_tax_cents: 26_79,
          total_cents: 294_68,
        },
        { goods_cents: 259_00, freight_cents: 0, import_duty_cents: 0, import_tax_cents: 25_90, total_cents: 284_90 },
      ],
      import_duty_cents: 23_89,
      import_tax_cents: 52_69,
      total_cents: 579_58,
    });

    const placed = await placeOrder(t.app, buyer.token, items);
    expect(placed.total_cents).toBe(579_58);
    const first = placed.orders[0]!;
    const before = await balanceOf(t.database, buyer.id);
    expect((await desk.pay(buyer.token, [first.id])).status).toBe(200);
    expect(await balanceOf(t.database, buyer.id)).toBe(before - 294_68);
    const bill = await call(t.app, 'GET', '/api/user/bill', { token: buyer.token });
    expect(bill.body.data.list[0]).toMatchObject({ type: 'payment', amount_cents: -294_68 });

    const order = await desk.detail(buyer.token, first.id);
    expect(order).toMatchObject({
      goods_cents: 239_00,
      import_duty_cents: 23_89,
      import_tax_cents: 26_79,
      total_cents: 294_68,
      customs: {
        country: 'KR',
        status: 'estimated',
        below_threshold: false,
        threshold_rate: null,
        rule: { threshold_minor: 150_00, threshold_currency: 'USD', tax_bps: 1_000, duty_bps: { menswear: 1_300 } },
      },
    });
    expect(order.customs.lines).toEqual(
      expect.arrayContaining([
        { sku_id: coatSku, duty_cents: 23_89 },
        { sku_id: desk.f.sku.keyboard.id, duty_cents: 0 },
      ]),
    );
    await expectLedgerHolds(t.database);
  });

  it.each([
    // Brazil: no de minimis; 20 % × ($59 + $5) = $12.80 duty, ICMS 17 % × $76.80 = $13.056 → $13.06.
    ['BR', 'keyboard', { import_duty_cents: 12_80, import_tax_cents: 13_06, total_cents: 89_86 }],
    // France: $59 = €53.10 ≤ €150: no duty, IOSS VAT 20 % × $64 = $12.80.
    ['FR', 'keyboard', { import_duty_cents: 0, import_tax_cents: 12_80, total_cents: 76_80 }],
    // Great Britain: $899 = £710.21 > £135: computers pay 0 % duty, VAT 20 % × $904 = $180.80.
    ['GB', 'laptop', { import_duty_cents: 0, import_tax_cents: 180_80, total_cents: 1_084_80 }],
  ] as const)('%s: the order carries its duty and VAT, and pays them in its total', async (country, sku, want) => {
    const buyer = await shopperIn(country);
    const items = [{ sku_id: desk.f.sku[sku].id, quantity: 1 }];
    expect((await preview(buyer.token, { items })).body.data.groups[0]).toMatchObject(want);
    const { orders } = await placeOrder(t.app, buyer.token, items);
    const before = await balanceOf(t.database, buyer.id);
    expect((await desk.pay(buyer.token, [orders[0]!.id])).status).toBe(200);
    expect(await balanceOf(t.database, buyer.id)).toBe(before - want.total_cents);
    expect(await desk.detail(buyer.token, orders[0]!.id)).toMatchObject({ ...want, customs: { country } });
  });

  it('changing the address changes the duties at once; no country or no rules: none, and it says why', async () => {
    const buyer = await shopperIn('FR');
    const brazil = await addAddress(t.app, buyer.token, { country: 'BR' });
    const unknown = await addAddress(t.app, buyer.token, { country: 'NZ' });
    const none = await addAddress(t.app, buyer.token, {});
    const items = [{ sku_id: desk.f.sku.keyboard.id, quantity: 1 }];
    const customsAt = async (address_id?: number) => {
      const { data } = (await preview(buyer.token, { items, address_id })).body;
      return [data.customs.status, data.import_duty_cents, data.import_tax_cents, data.total_cents];
    };
    expect(await customsAt()).toEqual(['estimated', 0, 12_80, 76_80]);
    expect(await customsAt(brazil.id)).toEqual(['estimated', 12_80, 13_06, 89_86]);
    expect(await customsAt(unknown.id)).toEqual(['no_rule', 0, 0, 64_00]);
    expect(await customsAt(none.id)).toEqual(['no_country', 0, 0, 64_00]);
    const placed = await placeOrder(t.app, buyer.token, items, { address_id: none.id });
    expect(await desk.detail(buyer.token, placed.orders[0]!.id)).toMatchObject({
      import_duty_cents: 0,
      import_tax_cents: 0,
      total_cents: 64_00,
      customs: { status: 'no_country', rule: null },
    });
  });

  it('a rule changed after ordering changes no order; the next checkout follows it', async () => {
    const buyer = await shopperIn('BR');
    const items = [{ sku_id: desk.f.sku.keyboard.id, quantity: 1 }];
    const { orders } = await placeOrder(t.app, buyer.token, items);
    await t.database.db.update(customsDestinations).set({ taxBps: 2_000 }).where(eq(customsDestinations.country, 'BR'));
    try {
      expect(await desk.detail(buyer.token, orders[0]!.id)).toMatchObject({
        import_tax_cents: 13_06,
        total_cents: 89_86,
        customs: { rule: { tax_bps: 1_700 } },
      });
      // 20 % × $76.80 = $15.36.
      expect((await preview(buyer.token, { items })).body.data.import_tax_cents).toBe(15_36);
    } finally {
      await t.database.db
        .update(customsDestinations)
        .set({ taxBps: 1_700 })
        .where(eq(customsDestinations.country, 'BR'));
    }
  });

  it('a country that changed between pricing and writing is refused by the call, with nothing written', async () => {
    const buyer = await shopperIn('FR');
    const plan = { address_id: null, country: 'BR', orders: [], lines: [], promo_id: null, cart_skus: null };
    const call_ = sql`select tw_place_orders(${JSON.stringify({ user_id: buyer.id, key: null, plan, refusal: null, waiting: 0, max_orders: 5, max_units: 5 })}::jsonb)`;
    await expect(queryRows(t.database.db, call_)).rejects.toMatchObject({ cause: { message: /ADDRESS_CHANGED/ } });
    const [row] = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from checkouts where user_id = ${buyer.id}`,
    );
    expect(row!.n).toBe(0);
  });
});

describe('refunds give back duties and taxes in proportion', () => {
  const refund = (token: string, orderId: number, amount: string, productIds?: number[]) =>
    call(t.app, 'POST', '/api/refund/apply', {
      token,
      body: {
        order_id: orderId,
        type: 'refund_only',
        goods_status: 'not_received',
        amount,
        reason: 'not_received',
        explanation: 'It never came',
        proofs: [],
        ...(productIds ? { product_ids: productIds } : {}),
      },
    });

  /** A Korean buyer's paid order of the coat and the keyboard: $294.68 with $23.89 duty and $26.79 VAT. */
  async function paidKoreanOrder() {
    const buyer = await shopperIn('KR');
    const { orders } = await placeOrder(t.app, buyer.token, [
      { sku_id: coatSku, quantity: 1 },
      { sku_id: desk.f.sku.keyboard.id, quantity: 1 },
    ]);
    await desk.pay(buyer.token, [orders[0]!.id]);
    return { buyer, order: orders[0]! };
  }

  it('the coat alone: its price, its own duty and its share of the VAT', async () => {
    const { buyer, order } = await paidKoreanOrder();
    const coatProduct = (await desk.detail(buyer.token, order.id)).lines.find(
      (l: { sku_id: number }) => l.sku_id === coatSku,
    ).product_id;
    // VAT $26.79 shared by what each line was taxed on: $59 + $0 and $180 + $23.89 → $6.01 and $20.78.
    const tooMuch = await refund(buyer.token, order.id, '224.68', [coatProduct]);
    expect(tooMuch.status).toBe(400);
    const res = await refund(buyer.token, order.id, '224.67', [coatProduct]);
    expect(res.body.data).toMatchObject({ amount_cents: 224_67, max_cents: 224_67 });
    const before = await balanceOf(t.database, buyer.id);
    await call(t.app, 'POST', '/api/admin/refund_approve', {
      token: desk.operator.token,
      body: { id: res.body.data.id },
    });
    expect(await balanceOf(t.database, buyer.id)).toBe(before + 224_67);
    await expectLedgerHolds(t.database);
  });

  it('the whole order: everything paid comes back, duties and VAT included', async () => {
    const { buyer, order } = await paidKoreanOrder();
    const res = await refund(buyer.token, order.id, '294.68');
    expect(res.body.data).toMatchObject({ amount_cents: 294_68, max_cents: 294_68 });
    const before = await balanceOf(t.database, buyer.id);
    await call(t.app, 'POST', '/api/admin/refund_approve', {
      token: desk.operator.token,
      body: { id: res.body.data.id },
    });
    expect(await balanceOf(t.database, buyer.id)).toBe(before + 294_68);
  });

  it('a paid order cancelled before shipping gives back its whole total, duties and VAT included', async () => {
    const { buyer, order } = await paidKoreanOrder();
    const before = await balanceOf(t.database, buyer.id);
    const res = await call(t.app, 'POST', '/api/order/cancel', {
      token: buyer.token,
      body: { id: order.id, reason_code: 'changed_mind' },
    });
    expect(res.status).toBe(200);
    expect(await balanceOf(t.database, buyer.id)).toBe(before + 294_68);
    await expectLedgerHolds(t.database);
  });
});
