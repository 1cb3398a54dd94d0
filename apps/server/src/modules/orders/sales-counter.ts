import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/client.js';
import { every, type LoopHost } from '../../lib/every.js';

/** Paid orders counted in one transaction: enough to drain a second of payments at full load in a pass or two. */
const SALES_BATCH = 500;

/**
 * Adds the units of every paid order not counted yet to its SKUs', products' and shop's sales (decision 033), a batch
 * per transaction (`tw_count_sales`), each order once, whichever processes count at the same time. Answers how many
 * orders were counted.
 */
export async function countPaidSales(db: Database, batch = SALES_BATCH) {
  let counted = 0;
  for (;;) {
    const [row] = await queryRows<{ n: number }>(db, sql`select tw_count_sales(${batch}) as n`);
    counted += row!.n;
    if (row!.n < batch) return counted;
  }
}

/** The counter every process runs: a sale shows in the sold figures within `intervalMs` of its payment. */
export function startSalesCounter(app: LoopHost & { db: Database }, intervalMs: number) {
  return every(
    app,
    intervalMs,
    'sales not counted; next tick retries',
    async () => {
      await countPaidSales(app.db);
    },
    'sales_counter',
  );
}
