import { sql } from 'drizzle-orm';
import { GOOD_REVIEW_MIN_SCORE } from '@tradewind/contract/catalogue';
import type { Database } from '../../db/client.js';

/**
 * The figures buyers see, counted from the rows: each SKU's and product's sales from the paid order lines, each
 * product's review count, score total and average from its reviews, each shop's review counts. Only rows that
 * have something to count are written (a large catalogue's other products keep their zeros).
 */
export async function settleFromHistory(db: Database) {
  await db.execute(sql`
    update skus set sales = sold.units
    from (select l.sku_id, sum(l.quantity)::int as units from order_lines l
          join orders o on o.id = l.order_id where o.paid_at is not null group by l.sku_id) as sold
    where sold.sku_id = skus.id`);
  await db.execute(sql`
    update products set sales = sold.units
    from (select product_id, sum(sales)::int as units from skus group by product_id having sum(sales) > 0) as sold
    where sold.product_id = products.id`);
  await db.execute(sql`
    update products set review_count = r.n, review_score_total = r.total,
      rating_hundredths = round(r.total * 100.0 / r.n)
    from (select product_id, count(*)::int as n, sum(product_score)::int as total from reviews group by product_id) as r
    where r.product_id = products.id`);
  await db.execute(sql`
    update shops set review_count = r.n, good_review_count = r.good
    from (select p.shop_id, count(*)::int as n,
            (count(*) filter (where v.product_score >= ${GOOD_REVIEW_MIN_SCORE}))::int as good
          from reviews v join products p on p.id = v.product_id group by p.shop_id) as r
    where r.shop_id = shops.id`);
}
