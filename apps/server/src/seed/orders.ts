import { count } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { freightRules, promoCodes, shops } from '../db/schema/index.js';

/** Demo promo codes, as the README lists them. */
export const DEMO_PROMO_CODES = [
  { code: 'WELCOME10', kind: 'percent' as const, value: 1_000, minOrderCents: 2_000, usesLeft: 10_000 },
  { code: 'SAVE5', kind: 'amount' as const, value: 500, minOrderCents: 3_000, usesLeft: 10_000 },
];

/** A demo shop's freight: a deterministic 3.99–6.99, free from 59.00. */
export const demoFreightRule = (shopId: number) => ({ baseCents: 399 + (shopId % 4) * 100, freeOverCents: 5_900 });

/** What an order of `goodsCents` paid for shipping under its shop's demo rule (the checkout's rule). */
export function demoFreightCents(shopId: number, goodsCents: number) {
  const rule = demoFreightRule(shopId);
  return goodsCents >= rule.freeOverCents ? 0 : rule.baseCents;
}

/**
 * Freight for every shop (a deterministic 3.99–6.99, free from 59.00) and the demo promo codes, on empty tables
 * only: what the operator changes later stays.
 */
export async function seedOrderSettings(db: Database) {
  const [rules] = await db.select({ n: count() }).from(freightRules);
  if (Number(rules?.n ?? 0) === 0) {
    const all = await db.select({ id: shops.id }).from(shops);
    if (all.length > 0) {
      await db.insert(freightRules).values(all.map((s) => ({ shopId: s.id, ...demoFreightRule(s.id) })));
    }
  }
  const [codes] = await db.select({ n: count() }).from(promoCodes);
  if (Number(codes?.n ?? 0) === 0) await db.insert(promoCodes).values(DEMO_PROMO_CODES);
}
