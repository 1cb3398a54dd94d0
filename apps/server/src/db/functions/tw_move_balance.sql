-- The one way a balance changes (docs/architecture.md §4; modules/wallet/ledger.ts calls it, and so does tw_pay): a
-- credit adds; a debit only succeeds while the balance covers it; the balance's version counts every move (decision
-- 034) and the ledger row carries the balance the update returned. Answers that balance; NULL: not covered, or no
-- such user. Runs inside the caller's transaction.
CREATE OR REPLACE FUNCTION tw_move_balance(p_move jsonb) RETURNS bigint LANGUAGE plpgsql AS $$
DECLARE
  -- The move's named fields (`BalanceMove` in modules/wallet/ledger.ts).
  p_user bigint := (p_move->>'user_id')::bigint;
  p_amount bigint := (p_move->>'amount_cents')::bigint;
  p_type text := p_move->>'type';
  p_reference text := p_move->>'reference';
  p_memo text := p_move->>'memo';
  p_created_by bigint := (p_move->>'created_by')::bigint;
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
END $$;

-- The positional form a process of the previous release calls during a rolling deploy (decision 035). Remove it,
-- with a migration that drops it, in the release after the one that stopped calling it.
CREATE OR REPLACE FUNCTION tw_move_balance(p_user bigint, p_amount bigint, p_type text, p_reference text, p_memo text,
  p_created_by bigint) RETURNS bigint LANGUAGE sql AS $$
  SELECT tw_move_balance(jsonb_build_object('user_id', p_user, 'amount_cents', p_amount, 'type', p_type,
    'reference', p_reference, 'memo', p_memo, 'created_by', p_created_by))
$$;
