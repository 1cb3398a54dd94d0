import { eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { CatalogueV, ErrorKey, V, type ProductSaveBody } from '@tradewind/contract';
import type { Database, Tx } from '../../db/client.js';
import { cartItems, categories, productSpecs, products, shops, skus } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import { lockProduct, recountShops, settleProduct } from './derived.js';
import { acceptPictures } from './pictures.js';
import { orderedSkus } from './product-views.js';
import { comparePrices, DEFAULT_PRICE_DROP_PERCENT, priceSnapshot } from '../notices/price-watch.js';

type SaveInput = z.output<typeof ProductSaveBody>;
type ExistingSku = { id: number; sales: number; image: string | null };

const fieldError = (field: string, message: string) => new AppError(ErrorKey.Validation, {}, { [field]: message });

/** The shop and category must exist; a key-share lock keeps the category from being deleted under the edit. */
async function checkReferences(tx: Tx, body: SaveInput) {
  const [shop] = await tx.select({ id: shops.id }).from(shops).where(eq(shops.id, body.shop_id)).for('key share');
  if (!shop) throw fieldError('shop_id', CatalogueV.shopUnknown);
  const [category] = await tx
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.id, body.category_id))
    .for('key share');
  if (!category) throw fieldError('category_id', CatalogueV.categoryUnknown);
}

/**
 * SKUs the body leaves out are removed. One that has sold or sits on an order stays (its order lines point at it
 * and a cancelled order gives its stock back to it): the operator sets its stock to 0 instead.
 */
async function skusToRemove(tx: Tx, body: SaveInput, existing: ExistingSku[]) {
  const ids = new Set(existing.map((s) => s.id));
  body.skus.forEach((sku, k) => {
    if (sku.id !== undefined && !ids.has(sku.id)) throw fieldError(`skus.${k}.id`, V.invalid);
  });
  const kept = new Set(body.skus.map((s) => s.id));
  const removed = existing.filter((s) => !kept.has(s.id));
  const ordered = await orderedSkus(
    tx,
    removed.map((s) => s.id),
  );
  if (removed.some((s) => s.sales > 0 || ordered.has(s.id))) {
    throw new AppError(ErrorKey.Conflict, {}, { skus: CatalogueV.skuHasOrders });
  }
  return removed.map((s) => s.id);
}

async function writeSpecsAndSkus(tx: Tx, productId: number, body: SaveInput, removed: number[]) {
  await tx.delete(productSpecs).where(eq(productSpecs.productId, productId));
  if (body.specs.length > 0) {
    await tx
      .insert(productSpecs)
      .values(body.specs.map((spec, sort) => ({ productId, name: spec.name, values: spec.values, sort })));
  }
  if (removed.length > 0) {
    // A removed SKU leaves the bags it was in: the buyer's bag simply no longer lists it.
    await tx.delete(cartItems).where(inArray(cartItems.skuId, removed));
    await tx.delete(skus).where(inArray(skus.id, removed));
  }
  const added: (typeof skus.$inferInsert)[] = [];
  for (const sku of body.skus) {
    const values = {
      specValues: sku.specs,
      priceCents: sku.price,
      originalPriceCents: sku.original_price ?? sku.price,
      stock: sku.stock,
      image: sku.image,
    };
    if (sku.id === undefined) added.push({ productId, ...values });
    else await tx.update(skus).set(values).where(eq(skus.id, sku.id));
  }
  if (added.length > 0) await tx.insert(skus).values(added);
}

/**
 * Creates a product (no id) or edits one with all its specs and SKUs, in one transaction with everything derived
 * from them: the product's lowest price and total stock, and the shops' counts of products on the shelf. Order
 * lines keep their own copy of title, picture, specs and price, so editing a SKU never changes an order.
 */
export async function saveProduct(
  db: Database,
  userId: number,
  body: SaveInput,
  dropPercent = DEFAULT_PRICE_DROP_PERCENT,
): Promise<number> {
  return db.transaction(async (tx) => {
    const current = body.id === undefined ? undefined : await lockProduct(tx, body.id);
    const before = current ? await priceSnapshot(tx, current.id) : undefined;
    const existing: ExistingSku[] = current
      ? await tx
          .select({ id: skus.id, sales: skus.sales, image: skus.image })
          .from(skus)
          .where(eq(skus.productId, current.id))
      : [];
    await checkReferences(tx, body);
    const removed = await skusToRemove(tx, body, existing);
    const pictures = [
      ...body.images.map((url, i) => ({ field: `images.${i}`, url })),
      ...body.skus.flatMap((sku, k) => (sku.image ? [{ field: `skus.${k}.image`, url: sku.image }] : [])),
    ];
    const inUse = [...(current?.images ?? []), ...existing.flatMap((s) => (s.image ? [s.image] : []))];
    await acceptPictures(tx, userId, pictures, inUse);

    const values = {
      shopId: body.shop_id,
      categoryId: body.category_id,
      title: body.title,
      description: body.description,
      images: body.images,
    };
    const onShelf = body.on_shelf ?? current?.onShelf ?? true;
    const [row] = current
      ? await tx
          .update(products)
          .set({ ...values, onShelf })
          .where(eq(products.id, current.id))
          .returning({ id: products.id })
      : await tx
          .insert(products)
          .values({ ...values, onShelf, priceCents: 0, originalPriceCents: 0, stock: 0 })
          .returning({ id: products.id });
    const productId = row!.id;
    await writeSpecsAndSkus(tx, productId, body, removed);
    await settleProduct(tx, productId);
    if (before) await comparePrices(tx, productId, before, dropPercent);
    if (!current || current.shopId !== body.shop_id || current.onShelf !== onShelf) {
      await recountShops(tx, current ? [current.shopId, body.shop_id] : [body.shop_id]);
    }
    return productId;
  });
}
