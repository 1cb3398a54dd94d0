import { and, eq, isNull, sql } from 'drizzle-orm';
import { ErrorKey, MAX_QUANTITY, type CheckoutBody, type ShopRef, type ZoneTransit } from '@tradewind/contract';
import type { z } from 'zod';
import { cartItems, categories, freightRules, products, shops, skus } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import type { Database } from '../../db/client.js';
import { shopDaysColumns, zonesOfShopColumn } from '../catalogue/shop-transit.js';

/** A checkout's body as the contract parsed it: its lines are read here, the rest of it priced in checkout.ts. */
export type ParsedCheckout = z.output<typeof CheckoutBody>;

export interface Line {
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
  /** The shop's delivery days and its transit per zone: its order copies those to the address (decisions 021, 042). */
  days: {
    shipsFrom: string | null;
    handlingDays: number;
    transitMinDays: number;
    transitMaxDays: number;
    zones: ZoneTransit[];
  };
  /** The product's category (its slug): the duty rate customs apply to it (decision 040). */
  category: string;
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
  category: categories.slug,
  shop: { id: shops.id, name: shops.name, logo: shops.logo },
  freight: { baseCents: freightRules.baseCents, freeOverCents: freightRules.freeOverCents },
  days: { ...shopDaysColumns, zones: zonesOfShopColumn },
};

/**
 * The lines' SKUs, products, shops and freight rules, as one statement prepared once per connection, so parsed and
 * analysed once (its plan is still made per run: the array's length varies). Beside the same query sent unnamed,
 * about 13 % more paid orders a second on two cores (decision 034).
 */
const pricingStatements = new WeakMap<Database, ReturnType<typeof preparePricing>>();
const preparePricing = (db: Database) =>
  db
    .select(skuColumns)
    .from(skus)
    .innerJoin(products, eq(products.id, skus.productId))
    .innerJoin(shops, eq(shops.id, products.shopId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .leftJoin(freightRules, eq(freightRules.shopId, shops.id))
    .where(sql`${skus.id} = any(${sql.placeholder('ids')}::int[])`)
    .prepare('checkout_lines');
function pricingOf(db: Database, skuIds: number[]) {
  let statement = pricingStatements.get(db);
  if (!statement) pricingStatements.set(db, (statement = preparePricing(db)));
  return statement.execute({ ids: skuIds });
}

/** 'Buy now' lines (two lines of one SKU count together), or the bag's selected items. */
export async function linesOf(
  db: Database,
  userId: number,
  body: ParsedCheckout,
): Promise<{ lines: Line[]; fromCart: boolean }> {
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
  // A bag line written before the cap held on every path, or two 'Buy now' lines of one SKU.
  if ([...wanted.values()].some((quantity) => quantity > MAX_QUANTITY)) {
    throw new AppError(ErrorKey.QuantityLimit, { max: MAX_QUANTITY });
  }
  const rows = await pricingOf(db, [...wanted.keys()]);
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
      category: r.category,
    }))
    .sort((a, b) => a.skuId - b.skuId);
  for (const line of lines) {
    if (line.quantity > line.stock) throw new AppError(ErrorKey.OutOfStock, { title: line.title, stock: line.stock });
  }
  return { lines, fromCart };
}
