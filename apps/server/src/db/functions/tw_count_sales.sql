-- Decision 033: adds the units of up to p_limit paid orders (queued in sales_to_count by tw_pay) to their SKUs',
-- products' and shops' sales, once: the queued orders are claimed (SKIP LOCKED, so processes counting at once take
-- different ones) and dequeued in the same transaction. Rows are taken SKUs first, then products, then shops, each in
-- id order, as checkout takes them. Answers how many orders it counted (modules/orders/sales-counter.ts).
CREATE OR REPLACE FUNCTION tw_count_sales(p_limit int) RETURNS int LANGUAGE plpgsql AS $$
DECLARE
  picked bigint[];
  ids int[];
  sold int[];
BEGIN
  WITH claimed AS (
    SELECT order_id FROM sales_to_count ORDER BY order_id LIMIT p_limit FOR UPDATE SKIP LOCKED
  ), done AS (
    DELETE FROM sales_to_count q USING claimed WHERE q.order_id = claimed.order_id RETURNING q.order_id AS id
  )
  SELECT array_agg(id) INTO picked FROM done;
  IF picked IS NULL THEN
    RETURN 0;
  END IF;
  SELECT array_agg(k ORDER BY k), array_agg(q ORDER BY k) INTO ids, sold FROM (
    SELECT sku_id AS k, sum(quantity)::int AS q FROM order_lines WHERE order_id = ANY(picked) GROUP BY sku_id) s;
  UPDATE skus SET sales = sales + sold[array_position(ids, id)] WHERE id = ANY(ids);
  SELECT array_agg(k ORDER BY k), array_agg(q ORDER BY k) INTO ids, sold FROM (
    SELECT product_id AS k, sum(quantity)::int AS q FROM order_lines WHERE order_id = ANY(picked)
    GROUP BY product_id) s;
  UPDATE products SET sales = sales + sold[array_position(ids, id)] WHERE id = ANY(ids);
  SELECT array_agg(k ORDER BY k), array_agg(q ORDER BY k) INTO ids, sold FROM (
    SELECT o.shop_id AS k, sum(l.quantity)::int AS q FROM order_lines l JOIN orders o ON o.id = l.order_id
    WHERE l.order_id = ANY(picked) GROUP BY o.shop_id) s;
  UPDATE shops SET total_sales = total_sales + sold[array_position(ids, id)] WHERE id = ANY(ids);
  RETURN cardinality(picked);
END $$;
