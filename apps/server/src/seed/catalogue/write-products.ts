import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/client.js';
import { products, productSpecs, skus } from '../../db/schema/index.js';
import { insertRecords } from './insert-records.js';
import type { ProductDraft } from './product-draft.js';

/** One batch of products, then their specs and SKUs; answers the number of SKUs written. */
export async function insertProducts(db: Database, drafts: ProductDraft[]): Promise<number> {
  // Ids come from the sequence first, so each draft knows its id without relying on RETURNING's order.
  const ids = (
    await queryRows<{ id: number }>(
      db,
      sql`select nextval(pg_get_serial_sequence('products', 'id'))::int as id from generate_series(1, ${drafts.length})`,
    )
  )
    .map((r) => r.id)
    .sort((a, b) => a - b);
  await insertRecords(
    db,
    products,
    drafts.map((d, i) => ({ id: ids[i], ...d.row })),
  );
  const specRows = drafts.flatMap((d, i) => d.specs.map((spec) => ({ productId: ids[i], ...spec })));
  const skuRows = drafts.flatMap((d, i) => d.skus.map((sku) => ({ productId: ids[i], ...sku })));
  await insertRecords(db, productSpecs, specRows);
  await insertRecords(db, skus, skuRows);
  return skuRows.length;
}

/** Each shop's product count and total sales, from its products. */
export async function settleShopTotals(db: Database) {
  await db.execute(sql`
    update shops set product_count = totals.count, total_sales = totals.sales
    from (select shop_id, count(*)::int as count, coalesce(sum(sales), 0)::bigint as sales
          from products group by shop_id) as totals
    where totals.shop_id = shops.id`);
}
