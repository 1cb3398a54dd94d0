import { randomInt } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { daysFromOrder, deliveryWindow, ErrorKey, freightCents, type CheckoutPreview } from '@tradewind/contract';
import type { Database } from '../../db/client.js';
import { promoCodes, shops } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import { checkoutCustoms, landGroups } from '../customs/landed-groups.js';
import { shipToOf } from '../customs/destination.js';
import { toAddress } from './addresses.js';
import { allocate } from './allocate.js';
import { daysToAddress } from './destination.js';
import { linesOf, type Line, type ParsedCheckout } from './checkout-lines.js';

/** docs/architecture.md §5: an unpaid order waits this long, then the job loop cancels it and returns its stock. */
export interface OrderTimes {
  payMinutes: number;
  completeDays: number;
}
export const DEFAULT_ORDER_TIMES: OrderTimes = { payMinutes: 30, completeDays: 7 };

type PricedGroup = { shop: { id: number }; goods: number };

/**
 * The promo code asked for, and what it takes off; refused with the reason the buyer can act on (PROMO_ERRORS):
 * unknown, switched off, expired, used up, another shop's, or an order below its minimum. A shop's own code counts
 * and discounts that shop's goods only.
 */
async function promoFor(db: Database, code: string | undefined, groups: PricedGroup[]) {
  const wanted = code?.trim().toUpperCase();
  if (!wanted) return null;
  const [found] = await db
    .select({
      promo: promoCodes,
      expired: sql<boolean>`${promoCodes.expiresAt} is not null and ${promoCodes.expiresAt} <= now()`,
      shopName: shops.name,
    })
    .from(promoCodes)
    .leftJoin(shops, eq(shops.id, promoCodes.shopId))
    .where(eq(promoCodes.code, wanted));
  if (!found) throw new AppError(ErrorKey.PromoUnknown);
  const { promo } = found;
  if (!promo.enabled) throw new AppError(ErrorKey.PromoInvalid);
  if (found.expired) throw new AppError(ErrorKey.PromoExpired);
  if (promo.usesLeft <= 0) throw new AppError(ErrorKey.PromoUsedUp);
  const eligible = groups.map((g) => promo.shopId === null || g.shop.id === promo.shopId);
  if (!eligible.includes(true)) throw new AppError(ErrorKey.PromoOtherShop, { shop: found.shopName ?? '' });
  const goodsCents = groups.reduce((sum, g, i) => (eligible[i] ? sum + g.goods : sum), 0);
  if (goodsCents < promo.minOrderCents) throw new AppError(ErrorKey.PromoMinOrder, { min_cents: promo.minOrderCents });
  const discount = promo.kind === 'amount' ? promo.value : Math.floor((goodsCents * promo.value + 5_000) / 10_000);
  return { promo, discountCents: Math.min(discount, goodsCents), eligible };
}

/**
 * The whole checkout priced for its address (the one named, or the default; read beside the lines): groups by shop
 * with freight and the days each shop promises to the address's country (null: it does not ship there), the promo's
 * discount split across them exactly.
 */
export async function priceCheckout(db: Database, userId: number, body: ParsedCheckout) {
  // The address comes with its country's customs rules (decision 040), read beside the lines in one statement.
  const [{ lines, fromCart }, { address, destination }] = await Promise.all([
    linesOf(db, userId, body),
    shipToOf(db, userId, body.address_id),
  ]);
  const country = destination.country;
  const byShop = new Map<number, Line[]>();
  for (const line of lines) byShop.set(line.shop.id, [...(byShop.get(line.shop.id) ?? []), line]);
  const groups = [...byShop.values()].map((shopLines) => {
    const goods = shopLines.reduce((sum, l) => sum + l.priceCents * l.quantity, 0);
    const { freight: rule, shop, days } = shopLines[0]!;
    const terms = rule && { base_cents: rule.baseCents, free_over_cents: rule.freeOverCents };
    return { shop, days: daysToAddress(days, country), lines: shopLines, goods, freight: freightCents(terms, goods) };
  });
  const goodsCents = groups.reduce((sum, g) => sum + g.goods, 0);
  const promo = await promoFor(db, body.promo_code, groups);
  // Split across the goods the code applies to: every shop's, or its own shop's alone.
  const discounts = allocate(
    promo?.discountCents ?? 0,
    groups.map((g, i) => (promo && !promo.eligible[i] ? 0 : g.goods)),
  );
  const priced = groups.map((g, i) => ({ ...g, discount: discounts[i]!, total: g.goods + g.freight - discounts[i]! }));
  return { groups: priced, promo, fromCart, goodsCents, address, destination };
}

export async function previewCheckout(db: Database, userId: number, body: ParsedCheckout): Promise<CheckoutPreview> {
  const priced = await priceCheckout(db, userId, body);
  const { address } = priced;
  // Duties and taxes to the address's country (decision 040): the address changes, so do they.
  const groups = landGroups(priced.groups, priced.destination);
  const sum = (pick: (g: (typeof groups)[number]) => number) => groups.reduce((s, g) => s + pick(g), 0);
  const now = new Date();
  return {
    address: address ? toAddress(address) : null,
    groups: groups.map((g) => ({
      shop: g.shop,
      lines: g.lines.map(toLine),
      goods_cents: g.goods,
      freight_cents: g.freight,
      discount_cents: g.discount,
      import_duty_cents: g.importDuty,
      import_tax_cents: g.importTax,
      total_cents: g.total,
      delivery_window: g.days && deliveryWindow(now, daysFromOrder(g.days)),
    })),
    promo: priced.promo ? { code: priced.promo.promo.code, discount_cents: priced.promo.discountCents } : null,
    goods_cents: sum((g) => g.goods),
    freight_cents: sum((g) => g.freight),
    discount_cents: sum((g) => g.discount),
    import_duty_cents: sum((g) => g.importDuty),
    import_tax_cents: sum((g) => g.importTax),
    total_cents: sum((g) => g.total),
    customs: checkoutCustoms(priced.destination),
  };
}

const toLine = (l: Line) => ({
  sku_id: l.skuId,
  product_id: l.productId,
  title: l.title,
  image: l.image,
  specs: l.specs,
  price_cents: l.priceCents,
  quantity: l.quantity,
  amount_cents: l.priceCents * l.quantity,
});

/** An order's number: its day, then nine random digits. */
export const orderNumber = (now = new Date()) =>
  `${now.toISOString().slice(0, 10).replace(/-/g, '')}${String(randomInt(0, 1e9)).padStart(9, '0')}`;
