import { asc, eq, inArray, sql } from 'drizzle-orm';
import { ErrorKey } from '@tradewind/contract';
import { products, shops, skus } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import type { Tx } from '../../db/client.js';

/**
 * Locks a product for an edit: its SKUs first (in id order), then the product row — the order checkout,
 * payment and cancellation take them in — so no sale changes its stock halfway through the edit, and the two
 * never deadlock.
 */
export async function lockProduct(tx: Tx, productId: number) {
  await tx.select({ id: skus.id }).from(skus).where(eq(skus.productId, productId)).orderBy(asc(skus.id)).for('update');
  const [row] = await tx
    .select({ id: products.id, shopId: products.shopId, onShelf: products.onShelf, images: products.images })
    .from(products)
    .where(eq(products.id, productId))
    .for('update');
  if (!row) throw new AppError(ErrorKey.NotFound);
  return row;
}

/**
 * The product's columns that come from its SKUs, rewritten from them: the price lists sort and filter on is the
 * cheapest SKU's (with that SKU's original price), the stock is the sum. Run with the product locked.
 */
export async function settleProduct(tx: Tx, productId: number) {
  await tx.execute(sql`
    update products set price_cents = cheapest.price_cents, original_price_cents = cheapest.original_price_cents,
      stock = (select coalesce(sum(stock), 0)::int from skus where product_id = ${productId})
    from (select price_cents, original_price_cents from skus where product_id = ${productId}
          order by price_cents, id limit 1) as cheapest
    where products.id = ${productId}`);
}

/**
 * A shop's product count is what its buyers can see: its products on the shelf. Recounted under the shop's row
 * lock, so two edits in one shop at once cannot both count without the other. The lock is "no key update": it
 * waits for another recount but not for the key-share locks that product writes hold on their shop.
 */
export async function recountShops(tx: Tx, shopIds: number[]) {
  const ids = [...new Set(shopIds)].sort((a, b) => a - b);
  await tx
    .select({ id: shops.id })
    .from(shops)
    .where(inArray(shops.id, ids))
    .orderBy(asc(shops.id))
    .for('no key update');
  await tx
    .update(shops)
    .set({
      productCount: sql`(select count(*)::int from products where products.shop_id = shops.id and products.on_shelf)`,
    })
    .where(inArray(shops.id, ids));
}
