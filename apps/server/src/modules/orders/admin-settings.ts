import { asc, count, desc, eq, ilike } from 'drizzle-orm';
import type { FreightRule, PromoCode } from '@tradewind/contract';
import type { Database } from '../../db/client.js';
import { containing, offsetOf, paged, type Page } from '../../db/paging.js';
import { freightRules, promoCodes, shops } from '../../db/schema/index.js';

export const toPromo = (p: typeof promoCodes.$inferSelect): PromoCode => ({
  id: p.id,
  code: p.code,
  kind: p.kind,
  value: p.value,
  min_order_cents: p.minOrderCents,
  uses_left: p.usesLeft,
  expires_at: p.expiresAt ? p.expiresAt.toISOString() : null,
  enabled: p.enabled,
});

/** The freight desk: a page of shops with their rule (a shop without one ships for nothing), by shop. */
export function freightPage(db: Database, query: Page & { keyword?: string }) {
  const where = query.keyword ? ilike(shops.name, containing(query.keyword)) : undefined;
  return paged(
    db
      .select({
        shopId: shops.id,
        shopName: shops.name,
        base: freightRules.baseCents,
        freeOver: freightRules.freeOverCents,
      })
      .from(shops)
      .leftJoin(freightRules, eq(freightRules.shopId, shops.id))
      .where(where)
      .orderBy(asc(shops.id))
      .limit(query.limit)
      .offset(offsetOf(query)),
    db.select({ n: count() }).from(shops).where(where),
    (r): FreightRule => ({
      shop_id: r.shopId,
      shop_name: r.shopName,
      base_cents: r.base ?? 0,
      free_over_cents: r.base === null ? null : r.freeOver,
    }),
    query,
  );
}

/** The promo desk: a page of codes, newest first. */
export function promoPage(db: Database, query: Page & { keyword?: string }) {
  const where = query.keyword ? ilike(promoCodes.code, containing(query.keyword)) : undefined;
  return paged(
    db.select().from(promoCodes).where(where).orderBy(desc(promoCodes.id)).limit(query.limit).offset(offsetOf(query)),
    db.select({ n: count() }).from(promoCodes).where(where),
    toPromo,
    query,
  );
}
