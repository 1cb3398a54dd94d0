import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { CatalogueV, ErrorKey, type SkuQuickBody } from '@tradewind/contract';
import type { Database } from '../../db/client.js';
import { products, skus } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import { lockProduct, recountShops, settleProduct } from './derived.js';
import { comparePrices, DEFAULT_PRICE_DROP_PERCENT, priceSnapshot } from '../notices/price-watch.js';

/** On or off the shelf; the shop's count of products on the shelf follows in the same transaction. */
export async function setShelf(db: Database, id: number, onShelf: boolean) {
  await db.transaction(async (tx) => {
    const current = await lockProduct(tx, id);
    if (current.onShelf === onShelf) return;
    await tx.update(products).set({ onShelf }).where(eq(products.id, id));
    await recountShops(tx, [current.shopId]);
  });
}

/**
 * The list's quick edit of one SKU. Stock is what is on hand now, as the operator counts it. A new price above
 * the crossed-out original price lifts the original with it, unless an original price is given too.
 */
export async function quickEditSku(
  db: Database,
  body: z.output<typeof SkuQuickBody>,
  dropPercent = DEFAULT_PRICE_DROP_PERCENT,
): Promise<number> {
  return db.transaction(async (tx) => {
    const [found] = await tx.select({ productId: skus.productId }).from(skus).where(eq(skus.id, body.id));
    if (!found) throw new AppError(ErrorKey.NotFound);
    await lockProduct(tx, found.productId);
    const before = await priceSnapshot(tx, found.productId);
    const [sku] = await tx.select().from(skus).where(eq(skus.id, body.id));
    if (!sku || sku.productId !== found.productId) throw new AppError(ErrorKey.NotFound);
    const price = body.price ?? sku.priceCents;
    const original = body.original_price ?? Math.max(sku.originalPriceCents, price);
    if (original < price) {
      throw new AppError(ErrorKey.Validation, {}, { original_price: CatalogueV.originalBelowPrice });
    }
    await tx
      .update(skus)
      .set({ priceCents: price, originalPriceCents: original, stock: body.stock ?? sku.stock })
      .where(eq(skus.id, sku.id));
    await settleProduct(tx, sku.productId);
    if (before) await comparePrices(tx, sku.productId, before, dropPercent);
    return sku.productId;
  });
}
