import { and, asc, count, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { ErrorKey, MAX_QUANTITY, type CartData } from '@tradewind/contract';
import type { Database } from '../../db/client.js';
import { PG_FOREIGN_KEY_VIOLATION, pgCode } from '../../db/pg-error.js';
import { cartItems, freightRules, products, shops, skus } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import { toShopTransit, shopDaysColumns, zonesOfShopColumn } from '../catalogue/shop-transit.js';

/** Lines in the bag, as opposed to those saved for later. */
const inBag = isNull(cartItems.savedAt);

/**
 * The bag, grouped by shop in the order items were added; selected totals count available items only. Lines saved
 * for later come apart, newest first.
 */
export async function cartOf(db: Database, userId: number): Promise<CartData> {
  const rows = await db
    .select({
      item: cartItems,
      sku: { id: skus.id, specs: skus.specValues, price: skus.priceCents, stock: skus.stock, image: skus.image },
      product: { id: products.id, title: products.title, images: products.images, onShelf: products.onShelf },
      shop: { id: shops.id, name: shops.name, logo: shops.logo },
      freight: { base_cents: freightRules.baseCents, free_over_cents: freightRules.freeOverCents },
      days: shopDaysColumns,
      zones: zonesOfShopColumn,
    })
    .from(cartItems)
    .innerJoin(skus, eq(skus.id, cartItems.skuId))
    .innerJoin(products, eq(products.id, skus.productId))
    .innerJoin(shops, eq(shops.id, products.shopId))
    .leftJoin(freightRules, eq(freightRules.shopId, shops.id))
    .where(eq(cartItems.userId, userId))
    .orderBy(desc(cartItems.savedAt), asc(cartItems.id));
  const groups = new Map<number, CartData['shops'][number]>();
  const saved: CartData['saved'] = [];
  let selectedCount = 0;
  let selectedCents = 0;
  for (const { item, sku, product, shop, freight, days, zones } of rows) {
    const available = product.onShelf && sku.stock > 0;
    const selected = item.selected && available && item.savedAt === null;
    if (selected) {
      selectedCount += 1;
      selectedCents += sku.price * Math.min(item.quantity, sku.stock);
    }
    const line = {
      id: item.id,
      sku_id: sku.id,
      product_id: product.id,
      title: product.title,
      image: sku.image ?? product.images[0] ?? '',
      specs: sku.specs,
      price_cents: sku.price,
      stock: sku.stock,
      quantity: item.quantity,
      selected,
      available,
    };
    if (item.savedAt !== null) {
      saved.push({ ...line, shop });
      continue;
    }
    const group = groups.get(shop.id) ?? { shop, items: [], freight, delivery: toShopTransit(days, zones) };
    group.items.push(line);
    groups.set(shop.id, group);
  }
  return { shops: [...groups.values()], selected_count: selectedCount, selected_cents: selectedCents, saved };
}

export async function cartCount(db: Database, userId: number) {
  const [row] = await db
    .select({ n: count() })
    .from(cartItems)
    .where(and(eq(cartItems.userId, userId), inBag));
  return Number(row?.n ?? 0);
}

async function skuForCart(db: Database, skuId: number) {
  const [row] = await db
    .select({ stock: skus.stock, title: products.title, onShelf: products.onShelf })
    .from(skus)
    .innerJoin(products, eq(products.id, skus.productId))
    .where(eq(skus.id, skuId));
  if (!row || !row.onShelf) throw new AppError(ErrorKey.NotFound);
  return row;
}

const outOfStock = (title: string, stock: number) => new AppError(ErrorKey.OutOfStock, { title, stock });

/** Adds a SKU, or adds to its line (a line saved for later comes back to the bag): never past the SKU's stock. */
export async function addToCart(db: Database, userId: number, skuId: number, quantity: number) {
  const sku = await skuForCart(db, skuId);
  const [line] = await db
    .select({ quantity: cartItems.quantity })
    .from(cartItems)
    .where(and(eq(cartItems.userId, userId), eq(cartItems.skuId, skuId)));
  const next = (line?.quantity ?? 0) + quantity;
  if (next > MAX_QUANTITY) throw new AppError(ErrorKey.QuantityLimit, { max: MAX_QUANTITY });
  if (next > sku.stock) throw outOfStock(sku.title, sku.stock);
  try {
    await db
      .insert(cartItems)
      .values({ userId, skuId, quantity, selected: true })
      .onConflictDoUpdate({
        target: [cartItems.userId, cartItems.skuId],
        set: { quantity: next, selected: true, savedAt: null },
      });
  } catch (error) {
    // The operator removed the SKU between the check above and this line: it is gone, as it would be a moment later.
    if (pgCode(error) === PG_FOREIGN_KEY_VIOLATION) throw new AppError(ErrorKey.NotFound);
    throw error;
  }
  return cartOf(db, userId);
}

export async function updateCartItem(
  db: Database,
  userId: number,
  id: number,
  change: { quantity?: number; selected?: boolean },
) {
  const [line] = await db
    .select({ skuId: cartItems.skuId })
    .from(cartItems)
    .where(and(eq(cartItems.id, id), eq(cartItems.userId, userId), inBag));
  if (!line) throw new AppError(ErrorKey.NotFound);
  if (change.quantity !== undefined) {
    const sku = await skuForCart(db, line.skuId);
    if (change.quantity > sku.stock) throw outOfStock(sku.title, sku.stock);
  }
  await db
    .update(cartItems)
    .set({ quantity: change.quantity, selected: change.selected })
    .where(and(eq(cartItems.id, id), eq(cartItems.userId, userId)));
  return cartOf(db, userId);
}

/** Selects or clears every item, or one shop's items. */
export async function selectCart(db: Database, userId: number, selected: boolean, shopId?: number) {
  const ofShop =
    shopId === undefined
      ? undefined
      : inArray(
          cartItems.skuId,
          db
            .select({ id: skus.id })
            .from(skus)
            .innerJoin(products, eq(products.id, skus.productId))
            .where(eq(products.shopId, shopId)),
        );
  await db
    .update(cartItems)
    .set({ selected })
    .where(and(eq(cartItems.userId, userId), inBag, ofShop));
  return cartOf(db, userId);
}

/** Every id must be one of the buyer's lines: another buyer's is not found, as everywhere (docs/product.md §6). */
async function ownLines(db: Database, userId: number, ids: number[]) {
  const wanted = [...new Set(ids)];
  const [row] = await db
    .select({ n: count() })
    .from(cartItems)
    .where(and(eq(cartItems.userId, userId), inArray(cartItems.id, wanted)));
  if (Number(row?.n ?? 0) !== wanted.length) throw new AppError(ErrorKey.NotFound);
}

export async function removeFromCart(db: Database, userId: number, ids: number[]) {
  await ownLines(db, userId, ids);
  await db.delete(cartItems).where(and(eq(cartItems.userId, userId), inArray(cartItems.id, ids)));
  return cartOf(db, userId);
}

/** Out of the bag into "Saved for later": unticked, so nothing saved is ever checked out. */
export async function saveForLater(db: Database, userId: number, ids: number[]) {
  await ownLines(db, userId, ids);
  await db
    .update(cartItems)
    .set({ savedAt: sql`now()`, selected: false })
    .where(and(eq(cartItems.userId, userId), inArray(cartItems.id, ids), inBag));
  return cartOf(db, userId);
}

/** Back into the bag, ticked, as if just added, and never past the line cap (docs/product.md §9). */
export async function moveToBag(db: Database, userId: number, ids: number[]) {
  await ownLines(db, userId, ids);
  await db
    .update(cartItems)
    .set({ savedAt: null, selected: true, quantity: sql`least(${cartItems.quantity}, ${MAX_QUANTITY})` })
    .where(and(eq(cartItems.userId, userId), inArray(cartItems.id, ids), isNotNull(cartItems.savedAt)));
  return cartOf(db, userId);
}
