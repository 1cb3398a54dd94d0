CREATE TABLE "sales_to_count" (
	"order_id" bigint PRIMARY KEY NOT NULL
);--> statement-breakpoint

-- Decision 033: a payment no longer adds its units to the SKUs', products' and shops' sales; it queues its orders in
-- sales_to_count, and tw_count_sales adds them a batch at a time, from the counter every process runs. A payment
-- then writes only its buyer, its orders and its ledger row, never a row every buyer of a best seller shares.

-- Adds the units of up to p_limit paid orders to their SKUs', products' and shops' sales, once: the queued orders are
-- claimed (SKIP LOCKED, so processes counting at once take different ones) and dequeued in the same transaction.
-- Rows are taken SKUs first, then products, then shops, each in id order, as checkout takes them. Answers how many
-- orders it counted.
CREATE FUNCTION tw_count_sales(p_limit int) RETURNS int LANGUAGE plpgsql AS $$
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
END $$;--> statement-breakpoint

-- As in 0018, but the products' stock is taken after every SKU's, in product id order: SKUs, then products, the order
-- the sales counter, a product's edit and a cancellation take them in, so none of them can deadlock with a checkout.
CREATE OR REPLACE FUNCTION tw_place_orders(p_user bigint, p_key text, p_route text, p_hash text, p_abandoned_ms int,
  p_plan jsonb, p_refusal jsonb, p_waiting int, p_max_orders int, p_max_units int) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  claimed jsonb;
  line record;
  counted bigint;
  stock_now int;
  made_checkout bigint;
  result jsonb;
BEGIN
  claimed := tw_claim_key(p_user, p_key, p_route, p_hash, p_abandoned_ms);
  IF claimed IS NOT NULL THEN
    RETURN claimed;
  END IF;
  IF p_refusal IS NOT NULL THEN
    RETURN tw_answer(p_user, p_key, jsonb_build_object('error', p_refusal));
  END IF;
  PERFORM 1 FROM users WHERE id = p_user FOR NO KEY UPDATE;
  SELECT count(*) INTO counted FROM orders WHERE user_id = p_user AND status = p_waiting;
  IF counted + jsonb_array_length(p_plan->'orders') > p_max_orders THEN
    PERFORM tw_refuse('UNPAID_ORDERS_LIMIT', jsonb_build_object('max', p_max_orders));
  END IF;
  FOR line IN SELECT * FROM jsonb_to_recordset(p_plan->'lines') AS x(n int, sku_id int, title text, quantity int)
    ORDER BY n
  LOOP
    SELECT coalesce(sum(l.quantity), 0) INTO counted FROM order_lines l JOIN orders o ON o.id = l.order_id
      WHERE o.user_id = p_user AND o.status = p_waiting AND l.sku_id = line.sku_id;
    IF counted + line.quantity > p_max_units THEN
      PERFORM tw_refuse('SKU_HOLD_LIMIT', jsonb_build_object('max', p_max_units, 'title', line.title));
    END IF;
  END LOOP;
  FOR line IN SELECT * FROM jsonb_to_recordset(p_plan->'lines') AS x(sku_id int, title text, quantity int)
    ORDER BY sku_id
  LOOP
    UPDATE skus SET stock = stock - line.quantity WHERE id = line.sku_id AND stock >= line.quantity;
    IF NOT FOUND THEN
      SELECT stock INTO stock_now FROM skus WHERE id = line.sku_id;
      PERFORM tw_refuse('OUT_OF_STOCK', jsonb_build_object('title', line.title, 'stock', coalesce(stock_now, 0)));
    END IF;
  END LOOP;
  FOR line IN SELECT x.product_id, sum(x.quantity)::int AS quantity
    FROM jsonb_to_recordset(p_plan->'lines') AS x(product_id int, quantity int) GROUP BY x.product_id
    ORDER BY x.product_id
  LOOP
    UPDATE products SET stock = stock - line.quantity WHERE id = line.product_id;
  END LOOP;
  IF jsonb_typeof(p_plan->'promo_id') = 'number' THEN
    UPDATE promo_codes SET uses_left = uses_left - 1 WHERE id = (p_plan->>'promo_id')::int AND uses_left > 0;
    IF NOT FOUND THEN
      PERFORM tw_refuse('PROMO_INVALID', '{}');
    END IF;
  END IF;
  INSERT INTO checkouts (user_id, promo_code_id) VALUES (p_user, (p_plan->>'promo_id')::int)
    RETURNING id INTO made_checkout;
  WITH planned AS (
    SELECT * FROM jsonb_to_recordset(p_plan->'orders') AS o(n int, sn text, shop_id int, goods_cents bigint,
      freight_cents bigint, discount_cents bigint, total_cents bigint, promo_code text, handling_days smallint,
      transit_min_days smallint, transit_max_days smallint)
  ), made AS (
    INSERT INTO orders (sn, user_id, shop_id, checkout_id, goods_cents, freight_cents, discount_cents, total_cents,
      promo_code, handling_days, transit_min_days, transit_max_days, address, pay_deadline)
    SELECT sn, p_user, shop_id, made_checkout, goods_cents, freight_cents, discount_cents, total_cents, promo_code,
      handling_days, transit_min_days, transit_max_days, p_plan->'address', (p_plan->>'pay_deadline')::timestamptz
    FROM planned ORDER BY n
    RETURNING id, sn, shop_id, total_cents
  ), lines AS (
    INSERT INTO order_lines (order_id, sku_id, product_id, title, image, specs, price_cents, quantity, amount_cents)
    SELECT made.id, l.sku_id, l.product_id, l.title, l.image, l.specs, l.price_cents, l.quantity,
      l.price_cents * l.quantity
    FROM jsonb_to_recordset(p_plan->'lines') AS l(n int, shop_id int, sku_id int, product_id int, title text,
      image text, specs text[], price_cents bigint, quantity int)
    JOIN made ON made.shop_id = l.shop_id
    ORDER BY made.id, l.n
  )
  SELECT jsonb_build_object(
      'orders', jsonb_agg(jsonb_build_object('id', made.id, 'sn', made.sn, 'total_cents', made.total_cents)
        ORDER BY planned.n),
      'total_cents', sum(made.total_cents))
    INTO result
    FROM made JOIN planned ON planned.sn = made.sn;
  IF jsonb_typeof(p_plan->'cart_skus') = 'array' THEN
    DELETE FROM cart_items WHERE user_id = p_user
      AND sku_id IN (SELECT value::int FROM jsonb_array_elements_text(p_plan->'cart_skus'));
  END IF;
  RETURN tw_answer(p_user, p_key, jsonb_build_object('ok', result));
END $$;--> statement-breakpoint

-- As in 0018, without the sales: the paid orders are queued for the counter instead. A right code on an account with
-- no wrong try to clear skips tw_compare_pay_code's update, which would write the row unchanged: the debit is then
-- the buyer row's only write.
CREATE OR REPLACE FUNCTION tw_pay(p_user bigint, p_key text, p_route text, p_hash text, p_abandoned_ms int, p_ids bigint[], p_code text,
  p_waiting int, p_paid int, p_max_attempts int, p_lock_minutes int, p_ledger_type text, p_reference_kind text)
RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  claimed jsonb;
  found_n int;
  waiting_n int;
  total bigint;
  sns text;
  balance bigint;
  code record;
  clean boolean;
BEGIN
  claimed := tw_claim_key(p_user, p_key, p_route, p_hash, p_abandoned_ms);
  IF claimed IS NOT NULL THEN
    RETURN claimed;
  END IF;
  SELECT count(*), count(*) FILTER (WHERE o.status = p_waiting), coalesce(sum(o.total_cents), 0),
      string_agg(o.sn, ',' ORDER BY o.id)
    INTO found_n, waiting_n, total, sns
    FROM (SELECT id, status, total_cents, sn FROM orders WHERE id = ANY(p_ids) AND user_id = p_user
      ORDER BY id FOR UPDATE) o;
  SELECT balance_cents, coalesce(pay_password_hash = p_code AND pay_attempts = 0 AND pay_locked_until IS NULL, false)
    INTO balance, clean FROM users WHERE id = p_user;
  IF found_n <> cardinality(p_ids) OR waiting_n <> found_n OR balance < total THEN
    -- Refusals that spend no try and are not the key's answer (a retry after a top-up may succeed).
    DELETE FROM idempotency_keys WHERE user_id = p_user AND key = p_key;
    RETURN jsonb_build_object('refused', CASE
      WHEN found_n <> cardinality(p_ids) THEN 'NOT_FOUND'
      WHEN waiting_n <> found_n THEN 'ORDER_STATE'
      ELSE 'INSUFFICIENT_BALANCE' END);
  END IF;
  IF NOT clean THEN
    SELECT * INTO code FROM tw_compare_pay_code(p_user, p_code, p_max_attempts, p_lock_minutes);
    IF code.matched IS NULL OR NOT code.matched THEN
      DELETE FROM idempotency_keys WHERE user_id = p_user AND key = p_key;
      RETURN jsonb_build_object('code', jsonb_build_object('matched', code.matched, 'attempts', code.attempts));
    END IF;
  END IF;
  balance := tw_move_balance(p_user, -total, p_ledger_type, p_reference_kind || ':' || sns, NULL, NULL);
  IF balance IS NULL THEN
    RETURN tw_answer(p_user, p_key, '{"error": {"key": "INSUFFICIENT_BALANCE", "values": {}}}');
  END IF;
  UPDATE orders SET status = p_paid, paid_at = now() WHERE id = ANY(p_ids);
  INSERT INTO sales_to_count (order_id) SELECT unnest(p_ids);
  RETURN tw_answer(p_user, p_key, jsonb_build_object('ok',
    jsonb_build_object('paid', to_jsonb(p_ids), 'balance_cents', balance)));
END $$;
