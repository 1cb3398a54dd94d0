-- Decision 032: a checkout and a payment are each one call to the database, so no lock is held across a round trip
-- between the server and PostgreSQL. The server still decides every price, message and figure (packages/contract):
-- these functions take the figures as arguments and do only what must happen atomically.

-- The one way a balance changes (modules/wallet/ledger.ts calls it too): a credit adds; a debit only succeeds while
-- the balance covers it; the ledger row carries the balance the update returned. NULL: not covered, or no such user.
CREATE FUNCTION tw_move_balance(p_user bigint, p_amount bigint, p_type text, p_reference text, p_memo text,
  p_created_by bigint) RETURNS bigint LANGUAGE plpgsql AS $$
DECLARE
  moved bigint;
BEGIN
  UPDATE users SET balance_cents = balance_cents + p_amount
    WHERE id = p_user AND (p_amount >= 0 OR balance_cents >= -p_amount)
    RETURNING balance_cents INTO moved;
  IF NOT FOUND THEN
    RETURN NULL;
  END IF;
  INSERT INTO ledger_entries (user_id, type, amount_cents, balance_after_cents, reference, memo, created_by)
    VALUES (p_user, p_type, p_amount, moved, p_reference, p_memo, p_created_by);
  RETURN moved;
END $$;--> statement-breakpoint

-- Compares a payment code's keyed hash and counts the try in one statement (decision 014): a right code clears the
-- count, a wrong one adds to it, and the try that reaches p_max sets the lock. NULLs: no code stored as HMAC, or
-- locked (the server then says why, or checks a code still stored as argon2id).
CREATE FUNCTION tw_compare_pay_code(p_user bigint, p_expected text, p_max int, p_lock_minutes int,
  OUT matched boolean, OUT attempts int) LANGUAGE plpgsql AS $$
BEGIN
  UPDATE users SET
    pay_attempts = CASE
      WHEN pay_password_hash = p_expected THEN 0
      WHEN pay_locked_until IS NOT NULL AND pay_locked_until <= now() THEN 1
      ELSE pay_attempts + 1 END,
    pay_locked_until = CASE
      WHEN pay_password_hash <> p_expected AND (CASE
        WHEN pay_locked_until IS NOT NULL AND pay_locked_until <= now() THEN 1
        ELSE pay_attempts + 1 END) >= p_max
      THEN now() + make_interval(mins => p_lock_minutes)
      ELSE NULL END
    WHERE id = p_user AND pay_password_hash LIKE 'hmac-sha256$%'
      AND (pay_locked_until IS NULL OR pay_locked_until <= now())
    RETURNING pay_password_hash = p_expected, pay_attempts INTO matched, attempts;
END $$;--> statement-breakpoint

-- An Idempotency-Key taken inside the write's own transaction (lib/idempotency.ts): NULL when this call owns it (or
-- sent none). A copy sent while the first is running waits on the key's unique index until the first commits, then
-- gets its answer. 'busy': a key held the older way (reserved, no answer yet, by a server of an earlier version during
-- a rolling deploy), which the server waits for; taken over once abandoned for p_abandoned_ms.
CREATE FUNCTION tw_claim_key(p_user bigint, p_key text, p_route text, p_hash text, p_abandoned_ms int) RETURNS jsonb
LANGUAGE plpgsql AS $$
DECLARE
  kept record;
BEGIN
  IF p_key IS NULL THEN
    RETURN NULL;
  END IF;
  INSERT INTO idempotency_keys (user_id, key, route, request_hash) VALUES (p_user, p_key, p_route, p_hash)
    ON CONFLICT DO NOTHING;
  IF FOUND THEN
    RETURN NULL;
  END IF;
  SELECT route, request_hash, answer INTO kept FROM idempotency_keys WHERE user_id = p_user AND key = p_key;
  IF NOT FOUND THEN
    RETURN '{"busy": true}';
  END IF;
  IF kept.route <> p_route OR kept.request_hash <> p_hash THEN
    RETURN '{"mismatch": true}';
  END IF;
  IF kept.answer IS NOT NULL THEN
    RETURN jsonb_build_object('replay', kept.answer);
  END IF;
  UPDATE idempotency_keys SET created_at = now()
    WHERE user_id = p_user AND key = p_key AND answer IS NULL
      AND created_at < now() - make_interval(secs => p_abandoned_ms / 1000.0);
  RETURN CASE WHEN FOUND THEN NULL ELSE '{"busy": true}'::jsonb END;
END $$;--> statement-breakpoint

-- The answer a call gives, kept under its key (if any) and returned.
CREATE FUNCTION tw_answer(p_user bigint, p_key text, p_answer jsonb) RETURNS jsonb LANGUAGE plpgsql AS $$
BEGIN
  IF p_key IS NOT NULL THEN
    UPDATE idempotency_keys SET answer = p_answer WHERE user_id = p_user AND key = p_key;
  END IF;
  RETURN jsonb_build_object('answer', p_answer);
END $$;--> statement-breakpoint

-- A refusal that undoes the call's writes (the key too): the server reads the key and values from the message and
-- keeps the refusal as the key's answer in a second call.
CREATE FUNCTION tw_refuse(p_key text, p_values jsonb) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION USING ERRCODE = 'TW400', MESSAGE = jsonb_build_object('key', p_key, 'values', p_values)::text;
END $$;--> statement-breakpoint

-- Places a priced checkout (modules/orders/place-orders.ts prices it): the buyer's row locked so their checkouts take
-- turns, the unpaid-order caps (docs/product.md §9), stock taken by conditional updates in SKU order, the promo's use, the checkout, its orders
-- and lines, the bag's items removed. With p_refusal instead of a plan, keeps that refusal as the key's answer.
CREATE FUNCTION tw_place_orders(p_user bigint, p_key text, p_route text, p_hash text, p_abandoned_ms int,
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
  FOR line IN SELECT * FROM jsonb_to_recordset(p_plan->'lines') AS x(sku_id int, product_id int, title text,
    quantity int) ORDER BY sku_id
  LOOP
    UPDATE skus SET stock = stock - line.quantity WHERE id = line.sku_id AND stock >= line.quantity;
    IF NOT FOUND THEN
      SELECT stock INTO stock_now FROM skus WHERE id = line.sku_id;
      PERFORM tw_refuse('OUT_OF_STOCK', jsonb_build_object('title', line.title, 'stock', coalesce(stock_now, 0)));
    END IF;
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

-- Pays a buyer's unpaid orders from the balance (modules/orders/pay-orders.ts): the orders locked in id order; what
-- needs no code refused before a try is spent; the code compared and counted; the debit and its ledger row; the
-- orders moved from p_waiting to p_paid; each SKU's, product's and shop's sales raised, rows taken in id order
-- (`id = any(sorted ids)`), so two payments never deadlock. p_ids: distinct, ascending.
CREATE FUNCTION tw_pay(p_user bigint, p_key text, p_route text, p_hash text, p_abandoned_ms int, p_ids bigint[], p_code text,
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
  ids int[];
  sold int[];
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
  SELECT balance_cents INTO balance FROM users WHERE id = p_user;
  IF found_n <> cardinality(p_ids) OR waiting_n <> found_n OR balance < total THEN
    -- Refusals that spend no try and are not the key's answer (a retry after a top-up may succeed).
    DELETE FROM idempotency_keys WHERE user_id = p_user AND key = p_key;
    RETURN jsonb_build_object('refused', CASE
      WHEN found_n <> cardinality(p_ids) THEN 'NOT_FOUND'
      WHEN waiting_n <> found_n THEN 'ORDER_STATE'
      ELSE 'INSUFFICIENT_BALANCE' END);
  END IF;
  SELECT * INTO code FROM tw_compare_pay_code(p_user, p_code, p_max_attempts, p_lock_minutes);
  IF code.matched IS NULL OR NOT code.matched THEN
    DELETE FROM idempotency_keys WHERE user_id = p_user AND key = p_key;
    RETURN jsonb_build_object('code', jsonb_build_object('matched', code.matched, 'attempts', code.attempts));
  END IF;
  balance := tw_move_balance(p_user, -total, p_ledger_type, p_reference_kind || ':' || sns, NULL, NULL);
  IF balance IS NULL THEN
    RETURN tw_answer(p_user, p_key, '{"error": {"key": "INSUFFICIENT_BALANCE", "values": {}}}');
  END IF;
  UPDATE orders SET status = p_paid, paid_at = now() WHERE id = ANY(p_ids);
  SELECT array_agg(k ORDER BY k), array_agg(q ORDER BY k) INTO ids, sold FROM (
    SELECT sku_id AS k, sum(quantity)::int AS q FROM order_lines WHERE order_id = ANY(p_ids) GROUP BY sku_id) s;
  UPDATE skus SET sales = sales + sold[array_position(ids, id)] WHERE id = ANY(ids);
  SELECT array_agg(k ORDER BY k), array_agg(q ORDER BY k) INTO ids, sold FROM (
    SELECT product_id AS k, sum(quantity)::int AS q FROM order_lines WHERE order_id = ANY(p_ids) GROUP BY product_id) s;
  UPDATE products SET sales = sales + sold[array_position(ids, id)] WHERE id = ANY(ids);
  SELECT array_agg(k ORDER BY k), array_agg(q ORDER BY k) INTO ids, sold FROM (
    SELECT o.shop_id AS k, sum(l.quantity)::int AS q FROM order_lines l JOIN orders o ON o.id = l.order_id
    WHERE l.order_id = ANY(p_ids) GROUP BY o.shop_id) s;
  UPDATE shops SET total_sales = total_sales + sold[array_position(ids, id)] WHERE id = ANY(ids);
  RETURN tw_answer(p_user, p_key, jsonb_build_object('ok',
    jsonb_build_object('paid', to_jsonb(p_ids), 'balance_cents', balance)));
END $$;
