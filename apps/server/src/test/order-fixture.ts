import { eq } from 'drizzle-orm';
import type { App } from '../app.js';
import type { DatabaseHandle } from '../db/client.js';
import { freightRules, promoCodes, skus } from '../db/schema/index.js';
import { insertCatalogueFixture } from './catalogue-fixture.js';
import { call } from './api.js';
import { customsIdKindOf } from '@tradewind/contract/customs-ids';
import { madeUpCustomsId } from '../seed/customs-ids.js';

/**
 * The catalogue fixture with one SKU for the laptop (stock 12), the keyboard (40) and the rugged phone (5), the
 * phone's four SKUs, freight (Circuit Hub 5.00, free from 1,000.00; Harbour Mobile none: free) and two promo codes.
 */
export async function insertOrderFixture(database: DatabaseHandle) {
  const f = await insertCatalogueFixture(database.db);
  const [laptop, , keyboard, nimbus, rugged] = f.products;
  const single = await database.db
    .insert(skus)
    .values([
      { productId: laptop!.id, specValues: [], priceCents: 89900, originalPriceCents: 109900, stock: 12 },
      { productId: keyboard!.id, specValues: [], priceCents: 5900, originalPriceCents: 7900, stock: 40 },
      { productId: rugged!.id, specValues: [], priceCents: 25900, originalPriceCents: 25900, stock: 5 },
    ])
    .returning();
  const phoneSkus = await database.db.select().from(skus).where(eq(skus.productId, nimbus!.id)).orderBy(skus.id);
  await database.db.insert(freightRules).values({ shopId: f.circuit.id, baseCents: 500, freeOverCents: 100_000 });
  await database.db.insert(promoCodes).values([
    { code: 'TEN', kind: 'percent', value: 1_000, minOrderCents: 1_000, usesLeft: 100 },
    { code: 'ONCE', kind: 'amount', value: 1_001, minOrderCents: 0, usesLeft: 1 },
  ]);
  return {
    ...f,
    sku: { laptop: single[0]!, keyboard: single[1]!, rugged: single[2]!, phoneBlack128: phoneSkus[0]! },
  };
}

export const ADDRESS = {
  addressee: 'Camille Durand',
  mobile: '+33 6 12 34 56 78',
  area: 'Île-de-France, Paris',
  detailed_address: '12 rue de Rivoli, 75004',
  tag: 'Home',
};

/**
 * What an address in `country` needs besides the rest to be ordered to: the recipient's customs ID where its customs
 * ask for one (decision 041), made up as the demo's are; nothing elsewhere.
 */
export function customsIdFor(country: string | null): { customs_id?: string } {
  const kind = customsIdKindOf(country);
  return kind ? { customs_id: madeUpCustomsId(kind, 1) } : {};
}

export async function addAddress(app: App, token: string, extra: Record<string, unknown> = {}) {
  const res = await call(app, 'POST', '/api/user/address_add', { token, body: { ...ADDRESS, ...extra } });
  if (res.status !== 200) throw new Error(JSON.stringify(res.body));
  return res.body.data as { id: number };
}

/** Buy now → one order per shop; answers the created orders. */
export async function placeOrder(app: App, token: string, items: { sku_id: number; quantity: number }[], extra = {}) {
  const res = await call(app, 'POST', '/api/order/create', { token, body: { items, ...extra } });
  if (res.status !== 200) throw new Error(JSON.stringify(res.body));
  return res.body.data as { orders: { id: number; sn: string; total_cents: number }[]; total_cents: number };
}
