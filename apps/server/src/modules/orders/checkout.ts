import { randomInt } from 'node:crypto';
import { and, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import { ErrorKey, freightCents, type CheckoutBody, type CheckoutPreview, type ShopRef } from '@tradewind/contract';
import type { z } from 'zod';
import { queryRows, type Database } from '../../db/client.js';
import {
  addresses,
  cartItems,
  checkouts,
  freightRules,
  orderLines,
  orders,
  products,
  promoCodes,
  shops,
  skus,
} from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import type { Tx } from '../wallet/ledger.js';
import { toAddress } from './addresses.js';
import { allocate } from './allocate.js';

export type ParsedCheckout = z.output<typeof CheckoutBody>;
type Db = Database | Tx;

/** DESIGN §5: an unpaid order waits this long, then the job loop cancels it and returns its stock. */
export interface OrderTimes {
  payMinutes: number;
  confirmDays: number;
  completeDays: number;
}
export const DEFAULT_ORDER_TIMES: OrderTimes = { payMinutes: 30, confirmDays: 10, completeDays: 7 };

interface Line {
  skuId: number;
  productId: number;
  shop: ShopRef;
  title: string;
  image: string;
  specs: string[];
  priceCents: number;
  quantity: number;
  stock: number;
  /** The shop's freight rule, read with the line (decision 015); null ships free. */
  freight: { baseCents: number; freeOverCents: number | null } | null;
  /** The shop's delivery days, copied into its order (decision 021). */
  days: { handlingDays: number; transitMinDays: number; transitMaxDays: number };
}

const skuColumns = {
  skuId: skus.id,
  productId: products.id,
  title: products.title,
  images: products.images,
  skuImage: skus.image,
  specs: skus.specValues,
  priceCents: skus.priceCents,
  stock: skus.stock,
  onShelf: products.onShelf,
  shop: { id: shops.id, name: shops.name, logo: shops.logo },
  freight: { baseCents: freightRules.baseCents, freeOverCents: freightRules.freeOverCents },
  days: {
    handlingDays: shops.handlingDays,
    transitMinDays: shops.transitMinDays,
    transitMaxDays: shops.transitMaxDays,
  },
};

/** 'Buy now' lines (two lines of one SKU count together), or the bag's selected items. */
async function linesOf(db: Db, userId: number, body: ParsedCheckout): Promise<{ lines: Line[]; fromCart: boolean }> {
  const wanted = new Map<number, number>();
  let fromCart = false;
  if (body.items) {
    for (const item of body.items) wanted.set(item.sku_id, (wanted.get(item.sku_id) ?? 0) + item.quantity);
  } else {
    fromCart = true;
    const selected = await db
      .select({ skuId: cartItems.skuId, quantity: cartItems.quantity })
      .from(cartItems)
      .where(and(eq(cartItems.userId, userId), eq(cartItems.selected, true), isNull(cartItems.savedAt)));
    for (const item of selected) wanted.set(item.skuId, item.quantity);
  }
  if (wanted.size === 0) throw new AppError(ErrorKey.NothingSelected);
  const rows = await db
    .select(skuColumns)
    .from(skus)
    .innerJoin(products, eq(products.id, skus.productId))
    .innerJoin(shops, eq(shops.id, products.shopId))
    .leftJoin(freightRules, eq(freightRules.shopId, shops.id))
    .where(inArray(skus.id, [...wanted.keys()]));
  const usable = rows.filter((r) => r.onShelf && (!fromCart || r.stock > 0));
  if (usable.length === 0) throw new AppError(fromCart ? ErrorKey.NothingSelected : ErrorKey.NotFound);
  if (!fromCart && usable.length !== wanted.size) throw new AppError(ErrorKey.NotFound);
  const lines = usable
    .map((r) => ({
      skuId: r.skuId,
      productId: r.productId,
      shop: r.shop,
      title: r.title,
      image: r.skuImage ?? r.images[0] ?? '',
      specs: r.specs,
      priceCents: r.priceCents,
      quantity: wanted.get(r.skuId)!,
      stock: r.stock,
      freight: r.freight,
      days: r.days,
    }))
    .sort((a, b) => a.skuId - b.skuId);
  for (const line of lines) {
    if (line.quantity > line.stock) throw new AppError(ErrorKey.OutOfStock, { title: line.title, stock: line.stock });
  }
  return { lines, fromCart };
}

async function promoFor(db: Db, code: string | undefined, goodsCents: number) {
  const wanted = code?.trim().toUpperCase();
  if (!wanted) return null;
  const [promo] = await db
    .select()
    .from(promoCodes)
    .where(
      and(
        eq(promoCodes.code, wanted),
        eq(promoCodes.enabled, true),
        gt(promoCodes.usesLeft, 0),
        or(isNull(promoCodes.expiresAt), gt(promoCodes.expiresAt, sql`now()`)),
      ),
    );
  if (!promo || goodsCents < promo.minOrderCents) throw new AppError(ErrorKey.PromoInvalid);
  const discount = promo.kind === 'amount' ? promo.value : Math.floor((goodsCents * promo.value + 5_000) / 10_000);
  return { promo, discountCents: Math.min(discount, goodsCents) };
}

/** The whole checkout priced: groups by shop with freight, the promo's discount split across them exactly. */
export async function priceCheckout(db: Db, userId: number, body: ParsedCheckout) {
  const { lines, fromCart } = await linesOf(db, userId, body);
  const byShop = new Map<number, Line[]>();
  for (const line of lines) byShop.set(line.shop.id, [...(byShop.get(line.shop.id) ?? []), line]);
  const groups = [...byShop.values()].map((shopLines) => {
    const goods = shopLines.reduce((sum, l) => sum + l.priceCents * l.quantity, 0);
    const { freight: rule, shop, days } = shopLines[0]!;
    const terms = rule && { base_cents: rule.baseCents, free_over_cents: rule.freeOverCents };
    return { shop, days, lines: shopLines, goods, freight: freightCents(terms, goods) };
  });
  const goodsCents = groups.reduce((sum, g) => sum + g.goods, 0);
  const promo = await promoFor(db, body.promo_code, goodsCents);
  const discounts = allocate(
    promo?.discountCents ?? 0,
    groups.map((g) => g.goods),
  );
  const priced = groups.map((g, i) => ({ ...g, discount: discounts[i]!, total: g.goods + g.freight - discounts[i]! }));
  return { groups: priced, promo, fromCart, goodsCents };
}

async function addressFor(db: Db, userId: number, id: number | undefined) {
  const [row] = await db
    .select()
    .from(addresses)
    .where(and(eq(addresses.userId, userId), id === undefined ? eq(addresses.isDefault, true) : eq(addresses.id, id)));
  if (!row && id !== undefined) throw new AppError(ErrorKey.NotFound);
  return row;
}

export async function previewCheckout(db: Database, userId: number, body: ParsedCheckout): Promise<CheckoutPreview> {
  const [priced, address] = await Promise.all([
    priceCheckout(db, userId, body),
    addressFor(db, userId, body.address_id),
  ]);
  const sum = (pick: (g: (typeof priced.groups)[number]) => number) => priced.groups.reduce((s, g) => s + pick(g), 0);
  return {
    address: address ? toAddress(address) : null,
    groups: priced.groups.map((g) => ({
      shop: g.shop,
      lines: g.lines.map(toLine),
      goods_cents: g.goods,
      freight_cents: g.freight,
      discount_cents: g.discount,
      total_cents: g.total,
    })),
    promo: priced.promo ? { code: priced.promo.promo.code, discount_cents: priced.promo.discountCents } : null,
    goods_cents: sum((g) => g.goods),
    freight_cents: sum((g) => g.freight),
    discount_cents: sum((g) => g.discount),
    total_cents: sum((g) => g.total),
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

const orderNumber = (now = new Date()) =>
  `${now.toISOString().slice(0, 10).replace(/-/g, '')}${String(randomInt(0, 1e9)).padStart(9, '0')}`;

/**
 * DESIGN §5: one order per shop, in state 0, in one transaction: stock taken by conditional updates in SKU order
 * (parallel checkouts can never oversell, nor deadlock), the promo's use taken the same way, prices, titles and
 * pictures copied into the lines, and the bag's items removed.
 */
export async function createOrders(tx: Tx, userId: number, body: ParsedCheckout, times: OrderTimes) {
  const address = await addressFor(tx, userId, body.address_id);
  if (!address) throw new AppError(ErrorKey.AddressRequired);
  const priced = await priceCheckout(tx, userId, body);
  for (const group of priced.groups) {
    for (const line of group.lines) {
      // The SKU's stock and its product's in one statement (decision 015); the product only moves with the SKU.
      const taken = await queryRows<{ id: number }>(
        tx,
        sql`with taken as (
            update ${skus} set stock = ${skus.stock} - ${line.quantity}
            where ${skus.id} = ${line.skuId} and ${skus.stock} >= ${line.quantity}
            returning ${skus.id}
          ), product as (
            update ${products} set stock = ${products.stock} - ${line.quantity}
            where ${products.id} = ${line.productId} and exists (select 1 from taken)
          )
          select id from taken`,
      );
      if (taken.length === 0) {
        const [now] = await tx.select({ stock: skus.stock }).from(skus).where(eq(skus.id, line.skuId));
        throw new AppError(ErrorKey.OutOfStock, { title: line.title, stock: now?.stock ?? 0 });
      }
    }
  }
  if (priced.promo) {
    const used = await tx
      .update(promoCodes)
      .set({ usesLeft: sql`${promoCodes.usesLeft} - 1` })
      .where(and(eq(promoCodes.id, priced.promo.promo.id), gt(promoCodes.usesLeft, 0)))
      .returning({ id: promoCodes.id });
    if (used.length === 0) throw new AppError(ErrorKey.PromoInvalid);
  }
  const snapshot = toAddress(address);
  const payDeadline = new Date(Date.now() + times.payMinutes * 60_000);
  // The checkout row, its orders (one per shop) and then all their lines: two statements (decision 015).
  const newCheckout = tx
    .$with('new_checkout', { id: checkouts.id })
    .as(
      sql`insert into ${checkouts} (user_id, promo_code_id) values (${userId}, ${priced.promo?.promo.id ?? null}) returning id`,
    );
  const inserted = await tx
    .with(newCheckout)
    .insert(orders)
    .values(
      priced.groups.map((group) => ({
        sn: orderNumber(),
        userId,
        shopId: group.shop.id,
        checkoutId: sql`(select id from ${newCheckout})`,
        goodsCents: group.goods,
        freightCents: group.freight,
        discountCents: group.discount,
        totalCents: group.total,
        promoCode: priced.promo?.promo.code ?? null,
        ...group.days,
        address: {
          addressee: snapshot.addressee,
          mobile: snapshot.mobile,
          area: snapshot.area,
          detailed_address: snapshot.detailed_address,
          tag: snapshot.tag,
        },
        payDeadline,
      })),
    )
    .returning({ id: orders.id, sn: orders.sn, total: orders.totalCents, shopId: orders.shopId });
  const orderOf = new Map(inserted.map((o) => [o.shopId, o]));
  await tx.insert(orderLines).values(
    priced.groups.flatMap((group) =>
      group.lines.map((l) => ({
        orderId: orderOf.get(group.shop.id)!.id,
        skuId: l.skuId,
        productId: l.productId,
        title: l.title,
        image: l.image,
        specs: l.specs,
        priceCents: l.priceCents,
        quantity: l.quantity,
        amountCents: l.priceCents * l.quantity,
      })),
    ),
  );
  const created = priced.groups.map((group) => {
    const order = orderOf.get(group.shop.id)!;
    return { id: order.id, sn: order.sn, total_cents: order.total };
  });
  if (priced.fromCart) {
    const skuIds = priced.groups.flatMap((g) => g.lines.map((l) => l.skuId));
    await tx.delete(cartItems).where(and(eq(cartItems.userId, userId), inArray(cartItems.skuId, skuIds)));
  }
  return { orders: created, total_cents: created.reduce((sum, o) => sum + o.total_cents, 0) };
}
