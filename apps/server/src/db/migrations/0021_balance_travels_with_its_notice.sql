ALTER TABLE "users" ADD COLUMN "balance_version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint

-- Decision 034: a balance change forgets nobody. Its notice carries the new balance and its version, and every
-- process sets it on the user it remembers; any other change to a user still makes every process forget them.

-- As in 0018, and the balance's version counts up with every move.
CREATE OR REPLACE FUNCTION tw_move_balance(p_user bigint, p_amount bigint, p_type text, p_reference text, p_memo text,
  p_created_by bigint) RETURNS bigint LANGUAGE plpgsql AS $$
DECLARE
  moved bigint;
BEGIN
  UPDATE users SET balance_cents = balance_cents + p_amount, balance_version = balance_version + 1
    WHERE id = p_user AND (p_amount >= 0 OR balance_cents >= -p_amount)
    RETURNING balance_cents INTO moved;
  IF NOT FOUND THEN
    RETURN NULL;
  END IF;
  INSERT INTO ledger_entries (user_id, type, amount_cents, balance_after_cents, reference, memo, created_by)
    VALUES (p_user, p_type, p_amount, moved, p_reference, p_memo, p_created_by);
  RETURN moved;
END $$;--> statement-breakpoint

-- A user's row changed (the trigger only fires when something did): when only the balance moved, the notice is
-- 'id balance version'; otherwise it is the id alone, and every process forgets the user.
CREATE FUNCTION notify_user_row_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  others users%ROWTYPE;
BEGIN
  others := OLD;
  others.balance_cents := NEW.balance_cents;
  others.balance_version := NEW.balance_version;
  IF others IS NOT DISTINCT FROM NEW THEN
    PERFORM pg_notify('user_changed', NEW.id || ' ' || NEW.balance_cents || ' ' || NEW.balance_version);
  ELSE
    PERFORM pg_notify('user_changed', NEW.id::text);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
DROP TRIGGER users_changed ON users;--> statement-breakpoint
CREATE TRIGGER users_changed AFTER UPDATE ON users FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION notify_user_row_changed();--> statement-breakpoint

-- As in 0020, and a payment answers the balance it left with its version beside the answer (never kept under the
-- key), so the paying process sets it at once: the buyer reads their own payment, and nobody is forgotten.
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
  version bigint;
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
  SELECT balance_version INTO version FROM users WHERE id = p_user;
  UPDATE orders SET status = p_paid, paid_at = now() WHERE id = ANY(p_ids);
  INSERT INTO sales_to_count (order_id) SELECT unnest(p_ids);
  RETURN tw_answer(p_user, p_key, jsonb_build_object('ok',
    jsonb_build_object('paid', to_jsonb(p_ids), 'balance_cents', balance)))
    || jsonb_build_object('balance', jsonb_build_object('cents', balance, 'version', version));
END $$;
