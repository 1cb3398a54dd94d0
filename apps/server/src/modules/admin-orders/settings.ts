import { asc, count, desc, eq, ilike } from 'drizzle-orm';
import {
  ErrorKey,
  type FreightRule,
  type FreightSaveBody,
  type PromoCode,
  type PromoCodeSaveBody,
} from '@tradewind/contract';
import type { z } from 'zod';
import type { Database } from '../../db/client.js';
import { containing, offsetOf, paged, type Page } from '../../db/paging.js';
import { unlessTaken } from '../../lib/unless-taken.js';
import { freightRules, promoCodes, shops } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import { toShopDelivery } from '../catalogue/shipping-promise.js';

type PromoRow = typeof promoCodes.$inferSelect;
export const toPromo = ({ p, shopName }: { p: PromoRow; shopName: string | null }): PromoCode => ({
  id: p.id,
  code: p.code,
  kind: p.kind,
  value: p.value,
  min_order_cents: p.minOrderCents,
  uses_left: p.usesLeft,
  expires_at: p.expiresAt ? p.expiresAt.toISOString() : null,
  enabled: p.enabled,
  shop: p.shopId === null ? null : { id: p.shopId, name: shopName ?? '' },
});

const promoWithShop = (db: Database) =>
  db.select({ p: promoCodes, shopName: shops.name }).from(promoCodes).leftJoin(shops, eq(shops.id, promoCodes.shopId));

/** The freight desk: a page of shops with their rule (a shop without one ships for nothing), by shop. */
export function freightPage(db: Database, query: Page & { keyword?: string }) {
  const where = query.keyword ? ilike(shops.name, containing(query.keyword)) : undefined;
  return paged(
    db
      .select({ shop: shops, base: freightRules.baseCents, freeOver: freightRules.freeOverCents })
      .from(shops)
      .leftJoin(freightRules, eq(freightRules.shopId, shops.id))
      .where(where)
      .orderBy(asc(shops.id))
      .limit(query.limit)
      .offset(offsetOf(query)),
    db.select({ n: count() }).from(shops).where(where),
    (r): FreightRule => ({
      shop_id: r.shop.id,
      shop_name: r.shop.name,
      base_cents: r.base ?? 0,
      free_over_cents: r.base === null ? null : r.freeOver,
      delivery: toShopDelivery(r.shop),
    }),
    query,
  );
}

/** A shop's freight rule and, when sent, its delivery promise: one transaction, so both change or neither. */
export async function saveShipping(db: Database, body: z.output<typeof FreightSaveBody>) {
  await db.transaction(async (tx) => {
    const [shop] = await tx.select({ id: shops.id }).from(shops).where(eq(shops.id, body.shop_id));
    if (!shop) throw new AppError(ErrorKey.NotFound);
    const values = { baseCents: body.base, freeOverCents: body.free_over };
    await tx
      .insert(freightRules)
      .values({ shopId: shop.id, ...values })
      .onConflictDoUpdate({ target: freightRules.shopId, set: values });
    const delivery = body.delivery;
    if (!delivery) return;
    await tx
      .update(shops)
      .set({
        shipsFrom: delivery.ships_from,
        shipsFromCity: delivery.ships_from_city,
        handlingDays: delivery.handling_days,
        transitMinDays: delivery.transit_min_days,
        transitMaxDays: delivery.transit_max_days,
        returnDays: delivery.return_days,
      })
      .where(eq(shops.id, shop.id));
  });
}

/** The promo desk: a page of codes, newest first. */
export function promoPage(db: Database, query: Page & { keyword?: string }) {
  const where = query.keyword ? ilike(promoCodes.code, containing(query.keyword)) : undefined;
  return paged(
    promoWithShop(db).where(where).orderBy(desc(promoCodes.id)).limit(query.limit).offset(offsetOf(query)),
    db.select({ n: count() }).from(promoCodes).where(where),
    toPromo,
    query,
  );
}

/** A new promo code, or a change to one: an amount in cents, or a percentage kept in hundredths; a code is unique. */
export async function savePromo(db: Database, body: z.output<typeof PromoCodeSaveBody>): Promise<PromoCode> {
  const { id, kind, amount, percent, min_order: minOrderCents, uses_left: usesLeft, expires_at: expiresAt } = body;
  const values = {
    code: body.code,
    kind,
    value: kind === 'amount' ? amount! : percent! * 100,
    minOrderCents,
    usesLeft,
    expiresAt: expiresAt ? new Date(expiresAt) : null,
    enabled: body.enabled,
    shopId: body.shop_id,
  };
  if (body.shop_id !== null) {
    const [shop] = await db.select({ id: shops.id }).from(shops).where(eq(shops.id, body.shop_id));
    if (!shop) throw new AppError(ErrorKey.Validation, {}, { shop_id: 'validation.shopUnknown' });
  }
  const [row] = await unlessTaken('code', () =>
    id === undefined
      ? db.insert(promoCodes).values(values).returning({ id: promoCodes.id })
      : db.update(promoCodes).set(values).where(eq(promoCodes.id, id)).returning({ id: promoCodes.id }),
  );
  if (!row) throw new AppError(ErrorKey.NotFound);
  const [saved] = await promoWithShop(db).where(eq(promoCodes.id, row.id));
  return toPromo(saved!);
}
