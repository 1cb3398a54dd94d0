-- The answer a money call gives, kept under its key (if any) and returned.
CREATE OR REPLACE FUNCTION tw_answer(p_user bigint, p_key text, p_answer jsonb) RETURNS jsonb LANGUAGE plpgsql AS $$
BEGIN
  IF p_key IS NOT NULL THEN
    UPDATE idempotency_keys SET answer = p_answer WHERE user_id = p_user AND key = p_key;
  END IF;
  RETURN jsonb_build_object('answer', p_answer);
END $$;
