-- Pays a buyer's unpaid orders from the balance (docs/architecture.md §5, decisions 032 to 034; called by
-- modules/orders/pay-orders.ts): the orders locked in id order; not found, not waiting for payment or a short
-- balance refused before a try of the code is spent (and not kept as the key's answer); the code compared and
-- counted, unless it is right with no wrong try to clear (tw_compare_pay_code would write the row unchanged); the
-- debit and its ledger row; the orders moved from `waiting` to `paid` and queued for the sales counter. Answers the
-- balance it left with its version beside the answer (never kept under the key), for the paying process's memory.
-- Every statement looks rows up by key: one generic plan per connection serves every call (decision 034).
CREATE OR REPLACE FUNCTION tw_pay(p_call jsonb) RETURNS jsonb LANGUAGE plpgsql
SET plan_cache_mode = force_generic_plan AS $$
DECLARE
  -- The call's named fields (`PayCall` in modules/orders/pay-orders.ts); order_ids distinct and ascending.
  p_user bigint := (p_call->>'user_id')::bigint;
  p_key text := p_call->>'key';
  p_ids bigint[] := ARRAY(SELECT jsonb_array_elements_text(p_call->'order_ids')::bigint);
  p_code text := p_call->>'code_hash';
  -- A passkey verified by the server for this request (modules/account/pay-proof.ts): no code is compared.
  p_passkey boolean := coalesce((p_call->>'passkey_confirmed')::boolean, false);
  p_waiting int := (p_call->>'waiting')::int;
  p_paid int := (p_call->>'paid')::int;
  p_max_attempts int := (p_call->>'max_attempts')::int;
  p_lock_minutes int := (p_call->>'lock_minutes')::int;
  p_ledger_type text := p_call->>'ledger_type';
  p_reference_kind text := p_call->>'reference_kind';
  claimed jsonb;
  found_n int;
  waiting_n int;
  total bigint;
  sns text;
  balance bigint;
  code record;
  clean boolean;
  version bigint;
BEGIN
  claimed := tw_claim_key(p_call);
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
  IF NOT clean AND NOT p_passkey THEN
    SELECT * INTO code FROM tw_compare_pay_code(p_user, p_code, p_max_attempts, p_lock_minutes);
    IF code.matched IS NULL OR NOT code.matched THEN
      DELETE FROM idempotency_keys WHERE user_id = p_user AND key = p_key;
      RETURN jsonb_build_object('code', jsonb_build_object('matched', code.matched, 'attempts', code.attempts));
    END IF;
  END IF;
  balance := tw_move_balance(jsonb_build_object('user_id', p_user, 'amount_cents', -total,
    'type', p_ledger_type, 'reference', p_reference_kind || ':' || sns));
  IF balance IS NULL THEN
    RETURN tw_answer(p_user, p_key, '{"error": {"key": "INSUFFICIENT_BALANCE", "values": {}}}');
  END IF;
  SELECT balance_version INTO version FROM users WHERE id = p_user;
  UPDATE orders SET status = p_paid, paid_at = now() WHERE id = ANY(p_ids);
  INSERT INTO sales_to_count (order_id) SELECT unnest(p_ids);
  RETURN tw_answer(p_user, p_key, jsonb_build_object('ok',
    jsonb_build_object('paid', to_jsonb(p_ids), 'balance_cents', balance)))
    || jsonb_build_object('balance', jsonb_build_object('cents', balance, 'version', version));
END $$;

-- The positional form a process of the previous release calls during a rolling deploy (decision 035). Remove it,
-- with a migration that drops it, in the release after the one that stopped calling it.
CREATE OR REPLACE FUNCTION tw_pay(p_user bigint, p_key text, p_route text, p_hash text, p_abandoned_ms int,
  p_ids bigint[], p_code text, p_waiting int, p_paid int, p_max_attempts int, p_lock_minutes int, p_ledger_type text,
  p_reference_kind text) RETURNS jsonb LANGUAGE sql AS $$
  SELECT tw_pay(jsonb_build_object('user_id', p_user, 'key', p_key, 'route', p_route, 'request_hash', p_hash,
    'abandoned_ms', p_abandoned_ms, 'order_ids', to_jsonb(p_ids), 'code_hash', p_code, 'waiting', p_waiting,
    'paid', p_paid, 'max_attempts', p_max_attempts, 'lock_minutes', p_lock_minutes, 'ledger_type', p_ledger_type,
    'reference_kind', p_reference_kind))
$$;
