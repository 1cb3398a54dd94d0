-- An Idempotency-Key taken inside the write's own transaction (lib/idempotency.ts, decision 032): NULL when this call
-- owns it (or sent none). A copy sent while the first is running waits on the key's unique index until the first
-- commits, then gets its answer. 'busy': a key held the older way (reserved, no answer yet, by `idempotent`), which
-- the server waits for; taken over once abandoned for p_abandoned_ms. Called only by the money calls, with the key
-- fields of their argument (`KeyFields`).
CREATE OR REPLACE FUNCTION tw_claim_key(p_user bigint, p_key text, p_route text, p_hash text, p_abandoned_ms int)
RETURNS jsonb LANGUAGE plpgsql AS $$
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
END $$;
