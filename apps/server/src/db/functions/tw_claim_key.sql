-- An Idempotency-Key taken inside the write's own transaction (lib/idempotency.ts, decision 032): NULL when this call
-- owns it (or sent none). A copy sent while the first is running waits on the key's unique index until the first
-- commits, then gets its answer. 'busy': a key held the older way (reserved, no answer yet, by `idempotent`), which
-- the server waits for; taken over once abandoned for abandoned_ms. Called by the money calls with their own
-- argument, whose key fields it reads (`KeyFields` in lib/idempotency.ts).
CREATE OR REPLACE FUNCTION tw_claim_key(p_call jsonb) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  p_user bigint := (p_call->>'user_id')::bigint;
  p_key text := p_call->>'key';
  p_route text := p_call->>'route';
  p_hash text := p_call->>'request_hash';
  p_abandoned_ms int := (p_call->>'abandoned_ms')::int;
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

-- The positional form the money calls of the previous release called (decision 035). Remove it, with a migration
-- that drops it, in the release after.
CREATE OR REPLACE FUNCTION tw_claim_key(p_user bigint, p_key text, p_route text, p_hash text, p_abandoned_ms int)
RETURNS jsonb LANGUAGE sql AS $$
  SELECT tw_claim_key(jsonb_build_object('user_id', p_user, 'key', p_key, 'route', p_route, 'request_hash', p_hash,
    'abandoned_ms', p_abandoned_ms))
$$;
