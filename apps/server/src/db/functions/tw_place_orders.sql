-- Places a priced checkout (docs/architecture.md §5, decisions 032 and 034; modules/orders/place-orders.ts prices
-- it): the delivery address read (the one named, or the buyer's default) and copied into the orders, a checkout
-- without one refused first, and one to a country whose customs need the recipient's ID without it (decision 041,
-- the countries from the call); the buyer's row locked so their checkouts take turns; the caps on unpaid orders and on
-- units held of one SKU; stock taken by conditional updates in SKU order, then the products' in product id order
-- (the order the sales counter, a product's edit and a cancellation take them in, so none deadlocks with a
-- checkout); the promo's use; the checkout, its orders and lines; the bag's items removed. With a refusal instead of
-- a plan, keeps that refusal as the key's answer. Generic plans, as tw_pay (decision 034).
CREATE OR REPLACE FUNCTION tw_place_orders(p_call jsonb) RETURNS jsonb LANGUAGE plpgsql
SET plan_cache_mode = force_generic_plan AS $$
DECLARE
  -- The call's named fields (`PlaceOrdersCall` in modules/orders/place-orders.ts). A JSON null is no plan.
  p_user bigint := (p_call->>'user_id')::bigint;
  p_key text := p_call->>'key';
  p_plan jsonb := nullif(p_call->'plan', 'null');
  p_refusal jsonb := nullif(p_call->'refusal', 'null');
  p_waiting int := (p_call->>'waiting')::int;
  p_max_orders int := (p_call->>'max_orders')::int;
  p_max_units int := (p_call->>'max_units')::int;
  claimed jsonb;
  line record;
  counted bigint;
  stock_now int;
  made_checkout bigint;
  ship_to jsonb;
  result jsonb;
BEGIN
  claimed := tw_claim_key(p_call);
  IF claimed IS NOT NULL THEN
    RETURN claimed;
  END IF;
  IF p_refusal IS NOT NULL THEN
    RETURN tw_answer(p_user, p_key, jsonb_build_object('error', p_refusal));
  END IF;
  SELECT jsonb_build_object('addressee', a.addressee, 'mobile', a.mobile, 'area', a.area,
      'detailed_address', a.detailed_address, 'tag', a.tag,
      'country', a.country, 'postal_code', a.postal_code,
      'customs_id_cipher', a.customs_id_cipher, 'customs_id_masked', a.customs_id_masked)
    INTO ship_to FROM addresses a
    WHERE a.user_id = p_user AND CASE WHEN jsonb_typeof(p_plan->'address_id') = 'number'
      THEN a.id = (p_plan->>'address_id')::bigint ELSE a.is_default END;
  IF ship_to IS NULL THEN
    PERFORM tw_refuse(CASE WHEN jsonb_typeof(p_plan->'address_id') = 'number' THEN 'NOT_FOUND'
      ELSE 'ADDRESS_REQUIRED' END, '{}');
  END IF;
  IF coalesce(p_call->'customs_id_countries' ? (ship_to->>'country'), false)
      AND ship_to->>'customs_id_cipher' IS NULL THEN
    PERFORM tw_refuse('CUSTOMS_ID_REQUIRED', jsonb_build_object('country_region', ship_to->>'country'));
  END IF;
  -- Duties were priced for the country the plan names (decision 040): an address changed since is refused.
  IF p_plan ? 'country' AND (ship_to->>'country') IS DISTINCT FROM (p_plan->>'country') THEN
    PERFORM tw_refuse('ADDRESS_CHANGED', '{}');
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
      freight_cents bigint, discount_cents bigint, import_duty_cents bigint, import_tax_cents bigint, customs jsonb,
      total_cents bigint, promo_code text, handling_days smallint, transit_min_days smallint, transit_max_days smallint)
  ), made AS (
    INSERT INTO orders (sn, user_id, shop_id, checkout_id, goods_cents, freight_cents, discount_cents,
      import_duty_cents, import_tax_cents, customs, total_cents, promo_code, handling_days, transit_min_days,
      transit_max_days, address, pay_deadline, fx)
    SELECT sn, p_user, shop_id, made_checkout, goods_cents, freight_cents, discount_cents,
      coalesce(import_duty_cents, 0), coalesce(import_tax_cents, 0), customs, total_cents, promo_code,
      handling_days, transit_min_days, transit_max_days, ship_to, (p_plan->>'pay_deadline')::timestamptz,
      nullif(p_plan->'fx', 'null') -- the buyer's exchange rate of the moment, or none (decision 039)
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
END $$;

-- The positional form a process of the previous release calls during a rolling deploy (decision 035). Remove it,
-- with a migration that drops it, in the release after the one that stopped calling it.
CREATE OR REPLACE FUNCTION tw_place_orders(p_user bigint, p_key text, p_route text, p_hash text, p_abandoned_ms int,
  p_plan jsonb, p_refusal jsonb, p_waiting int, p_max_orders int, p_max_units int) RETURNS jsonb LANGUAGE sql AS $$
  SELECT tw_place_orders(jsonb_build_object('user_id', p_user, 'key', p_key, 'route', p_route,
    'request_hash', p_hash, 'abandoned_ms', p_abandoned_ms, 'plan', p_plan, 'refusal', p_refusal,
    'waiting', p_waiting, 'max_orders', p_max_orders, 'max_units', p_max_units))
$$;
