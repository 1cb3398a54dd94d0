import { and, asc, eq, gte, lte } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { products, shops, skus } from '../../db/schema/index.js';
import type { Random } from '../catalogue/random.js';
import { planScans, type PlannedScan } from './scans.js';
import { CARRIERS, REVIEW_TEXTS } from './words.js';

export interface SkuChoice {
  skuId: number;
  productId: number;
  shopId: number;
  origin: string | null;
  priceCents: number;
  stock: number;
}

/** Everyday prices only, so four demo balances cover a month of shopping; and never a shelf's last 3 units. */
const MAX_PRICE_CENTS = 30_000;
const MIN_STOCK = 5;
const KEEP_ON_SHELF = 3;

/** On-shelf SKUs in stock, in id order so the same catalogue always gives the same pool. */
export const skuPool = (db: Database): Promise<SkuChoice[]> =>
  db
    .select({
      skuId: skus.id,
      productId: products.id,
      shopId: products.shopId,
      origin: shops.shipsFromCity,
      priceCents: skus.priceCents,
      stock: skus.stock,
    })
    .from(skus)
    .innerJoin(products, eq(products.id, skus.productId))
    .innerJoin(shops, eq(shops.id, products.shopId))
    .where(and(eq(products.onShelf, true), gte(skus.stock, MIN_STOCK), lte(skus.priceCents, MAX_PRICE_CENTS)))
    .orderBy(asc(skus.id));

/** How far an order got: unpaid, paid (waiting for delivery), shipped, received, or reviewed (completed). */
export type Stage = 'unpaid' | 'paid' | 'shipped' | 'received' | 'reviewed';

export interface PlannedLine {
  skuId: number;
  productId: number;
  quantity: number;
  priceCents: number;
}

export interface PlannedOrder {
  shopId: number;
  lines: PlannedLine[];
  goodsCents: number;
  stage: Stage;
  created: Date;
  /** Set together with `stage` beyond 'paid'. */
  shipping?: { carrier: string; trackingNo: string; scans: PlannedScan[]; shipped: Date };
  /** The shop's city, where the parcel's first scans happen. */
  origin: string | null;
  received?: Date;
  completed?: Date;
  review?: { score: number; text: string };
}

export interface PlannedCheckout {
  shopper: number;
  /** Null for a checkout left unpaid (created now, so the 30-minute timeout may cancel it later). */
  paid: Date | null;
  orders: PlannedOrder[];
}

export const PAID_CHECKOUTS = 24;
export const UNPAID_CHECKOUTS = 2;
const REVIEWED_ORDERS = 3;
const DAYS = 30;
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * The age of an order decides how far it got, as in a shop that ships within days: the last 4 days wait for
 * delivery, up to 10 days are on their way (shipped less than the 10 days after which receipt is automatic), older
 * ones have arrived.
 */
const stageOf = (daysAgo: number): Stage => (daysAgo < 4 ? 'paid' : daysAgo < 10 ? 'shipped' : 'received');

/**
 * Pay times over the last 30 UTC days, one per stratum of a skewed scale: busier towards today, every part of
 * the month covered, whatever the seed draws. Today's are kept before `now`. Oldest first.
 */
function payTimes(random: Random, now: Date) {
  const todayStart = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const times = Array.from({ length: PAID_CHECKOUTS }, (_, i) => {
    const daysAgo = Math.floor(DAYS * ((i + random.next()) / PAID_CHECKOUTS) ** 1.6);
    const at = todayStart - daysAgo * DAY + random.int(8 * 60, 22 * 60) * MINUTE;
    return { daysAgo, at: Math.min(at, now.getTime() - random.int(15, 90) * MINUTE) };
  });
  return times.sort((a, b) => a.at - b.at);
}

/** The catalogue by shop and product, and what is left of each SKU as the plan takes units. */
function shelf(pool: SkuChoice[]) {
  const byShop = new Map<number, Map<number, SkuChoice[]>>();
  const left = new Map(pool.map((s) => [s.skuId, s.stock - KEEP_ON_SHELF]));
  for (const sku of pool) {
    const shop = byShop.get(sku.shopId) ?? new Map<number, SkuChoice[]>();
    shop.set(sku.productId, [...(shop.get(sku.productId) ?? []), sku]);
    byShop.set(sku.shopId, shop);
  }
  const usable = (sku: SkuChoice) => left.get(sku.skuId)! >= 2;
  return {
    originOf: (shopId: number) => pool.find((sku) => sku.shopId === shopId)?.origin ?? null,
    shops: () => [...byShop.keys()].filter((id) => [...byShop.get(id)!.values()].some((list) => list.some(usable))),
    /** 1–3 lines of different products of one shop, mostly one unit each. */
    lines(random: Random, shopId: number): PlannedLine[] {
      const wanted = random.chance(0.55) ? 1 : random.chance(0.65) ? 2 : 3;
      const candidates = [...byShop.get(shopId)!.values()].filter((list) => list.some(usable));
      return random.sample(candidates, Math.min(wanted, candidates.length)).map((list) => {
        const sku = random.pick(list.filter(usable));
        const quantity = sku.priceCents < 5_000 && random.chance(0.3) ? 2 : 1;
        left.set(sku.skuId, left.get(sku.skuId)! - quantity);
        return { skuId: sku.skuId, productId: sku.productId, quantity, priceCents: sku.priceCents };
      });
    },
  };
}

/** The timestamps of an order that got to `stage`, paid at `paid`: each step a plausible while after the last. */
function moveAlong(random: Random, order: PlannedOrder, paid: number, now: number) {
  if (order.stage === 'unpaid' || order.stage === 'paid') return;
  const carrier = random.pick(CARRIERS);
  const shipped = paid + random.int(16 * 60, 30 * 60) * MINUTE;
  const received = order.stage === 'shipped' ? undefined : shipped + random.int(2 * 24, 4 * 24) * HOUR;
  // Delivered some hours before the buyer confirms; a parcel still on its way is due in 5 to 9 days.
  const delivered = received !== undefined ? received - random.int(2, 20) * HOUR : shipped + random.int(5, 9) * DAY;
  order.shipping = {
    carrier: carrier.name,
    trackingNo: carrier.tracking(random),
    scans: planScans(random, shipped, delivered, now),
    shipped: new Date(shipped),
  };
  if (received !== undefined) order.received = new Date(received);
}

/**
 * A month of shopping, deterministic for a given catalogue, seed and day: 24 paid checkouts of one or two shops
 * (one order per shop) by the given shoppers, oldest first, then 2 unpaid ones created now. Three received orders
 * are to be reviewed.
 */
export function planActivity(pool: SkuChoice[], shoppers: number, now: Date, random: Random): PlannedCheckout[] {
  const stock = shelf(pool);
  const checkout = (paid: number | null, stage: Stage): PlannedCheckout | null => {
    const shops = stock.shops();
    if (shops.length === 0) return null;
    const chosen = random.sample(random.shuffle(shops), paid !== null && random.chance(0.3) ? 2 : 1);
    const orders = chosen
      .map((shopId): PlannedOrder => {
        const lines = stock.lines(random, shopId);
        const goodsCents = lines.reduce((sum, l) => sum + l.priceCents * l.quantity, 0);
        const created = new Date((paid ?? now.getTime()) - (paid === null ? 0 : random.int(2, 12) * MINUTE));
        const origin = stock.originOf(shopId);
        const order: PlannedOrder = { shopId, origin, lines, goodsCents, stage, created };
        if (paid !== null) moveAlong(random, order, paid, now.getTime());
        return order;
      })
      .filter((o) => o.lines.length > 0);
    const shopper = random.int(0, shoppers - 1);
    return orders.length > 0 ? { shopper, paid: paid === null ? null : new Date(paid), orders } : null;
  };
  const paid = payTimes(random, now).flatMap(({ daysAgo, at }) => checkout(at, stageOf(daysAgo)) ?? []);
  const received = paid.flatMap((c) => c.orders).filter((o) => o.stage === 'received');
  for (const order of random.sample(received, Math.min(REVIEWED_ORDERS, received.length))) {
    order.stage = 'reviewed';
    order.completed = new Date(Math.min(order.received!.getTime() + random.int(2, 30) * HOUR, now.getTime()));
    order.review = { score: random.chance(0.7) ? 5 : 4, text: random.pick(REVIEW_TEXTS) };
  }
  const unpaid = Array.from({ length: UNPAID_CHECKOUTS }, () => checkout(null, 'unpaid') ?? []).flat();
  return [...paid, ...unpaid];
}

/** What a shopper's paid orders can cost at most: their goods and a freight allowance per order (no promo codes). */
export const FREIGHT_ALLOWANCE_CENTS = 1_000;
export const spendOf = (checkouts: PlannedCheckout[], shopper: number) =>
  checkouts
    .filter((c) => c.shopper === shopper && c.paid !== null)
    .flatMap((c) => c.orders)
    .reduce((sum, o) => sum + o.goodsCents + FREIGHT_ALLOWANCE_CENTS, 0);
