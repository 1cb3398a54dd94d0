import { count } from 'drizzle-orm';
import type { Database } from '../client.js';
import { freightRules, promoCodes, shops } from '../schema/index.js';

/** Demo promo codes, as the README lists them. */
export const DEMO_PROMO_CODES = [
  { code: 'WELCOME10', kind: 'percent' as const, value: 1_000, minOrderCents: 2_000, usesLeft: 10_000 },
  { code: 'SAVE5', kind: 'amount' as const, value: 500, minOrderCents: 3_000, usesLeft: 10_000 },
];

/**
 * Freight for every shop (a deterministic 3.99–6.99, free from 59.00) and the demo promo codes, on empty tables
 * only: what the operator changes later stays.
 */
export async function seedOrderSettings(db: Database) {
  const [rules] = await db.select({ n: count() }).from(freightRules);
  if (Number(rules?.n ?? 0) === 0) {
    const all = await db.select({ id: shops.id }).from(shops);
    if (all.length > 0) {
      await db
        .insert(freightRules)
        .values(all.map((s) => ({ shopId: s.id, baseCents: 399 + (s.id % 4) * 100, freeOverCents: 5_900 })));
    }
  }
  const [codes] = await db.select({ n: count() }).from(promoCodes);
  if (Number(codes?.n ?? 0) === 0) await db.insert(promoCodes).values(DEMO_PROMO_CODES);
}
